"""`openbrain service install/uninstall`: the systemd unit of the HTTP server and its environment file."""

import shutil
import stat
import subprocess
from pathlib import Path

from typer.testing import CliRunner

from openbrain.cli.commands import app
from openbrain.serve.systemd import Placement, unit_text


def invoke(*args: str, env: dict[str, str] | None = None):  # type: ignore[no-untyped-def]
    result = CliRunner().invoke(app, list(args), env=env)
    assert result.exit_code == 0, (result.output, result.stderr)
    return result


def test_a_system_unit_runs_the_http_server_restarts_on_failure_and_reads_an_environment_file(tmp_path: Path):
    data = tmp_path / "data"
    done = invoke("service", "install", "--root", str(tmp_path), "--data-dir", str(data), "--port", "8800")
    unit = tmp_path / "etc/systemd/system/openbrain.service"
    env = tmp_path / "etc/openbrain/openbrain.env"
    text = unit.read_text()
    assert f"EnvironmentFile={env}" in text and "Restart=on-failure" in text
    assert " serve --transport http" in text.split("ExecStart=")[1].splitlines()[0]
    assert f"ReadWritePaths={data}" in text and "WantedBy=multi-user.target" in text and "User=" in text
    assert f"OPENBRAIN_DATA_DIR={data}" in env.read_text() and "OPENBRAIN_HTTP__PORT=8800" in env.read_text()
    assert stat.S_IMODE(env.stat().st_mode) == 0o600
    assert "systemctl daemon-reload && systemctl enable --now openbrain" in done.stderr
    if shutil.which("systemd-analyze"):  # systemd's own check of the unit's syntax and paths
        check = subprocess.run(["systemd-analyze", "verify", str(unit)], capture_output=True, text=True)
        assert check.returncode == 0, check.stderr

    env.write_text("OPENBRAIN_DATA_DIR=/srv/brain\n")  # the operator's edits
    again = invoke("service", "install", "--root", str(tmp_path), "--port", "9999")
    assert f"kept {env}" in again.stderr and env.read_text() == "OPENBRAIN_DATA_DIR=/srv/brain\n"
    gone = invoke("service", "uninstall", "--root", str(tmp_path))
    assert not unit.exists() and env.exists() and f"removed {unit}" in gone.stderr
    assert "nothing to remove" in invoke("service", "uninstall", "--root", str(tmp_path)).stderr


def test_a_user_unit_goes_to_the_users_config_and_a_dry_run_writes_nothing(tmp_path: Path):
    env = {"HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    dry = invoke("service", "install", "--user", "--dry-run", env=env)
    assert "WantedBy=default.target" in dry.stdout and "User=" not in dry.stdout
    assert not (tmp_path / "config").exists()
    done = invoke("service", "install", "--user", env=env)
    assert (tmp_path / "config/systemd/user/openbrain.service").exists()
    assert "systemctl --user daemon-reload" in done.stderr and "loginctl enable-linger" in done.stderr
    invoke("service", "uninstall", "--user", env=env)
    assert not (tmp_path / "config/systemd/user/openbrain.service").exists()


def test_a_system_install_without_the_right_to_write_says_so(tmp_path: Path):
    locked = tmp_path / "locked"
    locked.mkdir()
    (locked / "etc").write_text("not a folder")
    result = CliRunner().invoke(app, ["service", "install", "--root", str(locked)])
    assert result.exit_code == 1 and "cannot write" in result.stderr


def test_a_private_tmp_only_when_the_data_does_not_live_under_tmp():
    place = Placement(unit=Path("/etc/systemd/system/openbrain.service"), env=Path("/etc/openbrain/openbrain.env"),
                      user_scope=False)  # fmt: skip
    assert "PrivateTmp=yes" in unit_text("/usr/bin/openbrain", place, data_dir=Path("/srv/brain"), run_as="brain")
    for under_tmp in ("/tmp/brain", "/var/tmp/brain"):  # a private /tmp would hide these from the service
        assert "PrivateTmp" not in unit_text("/usr/bin/openbrain", place, data_dir=Path(under_tmp), run_as="brain")
