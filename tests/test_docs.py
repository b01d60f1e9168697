"""The README stays true: every setting is in its table with its default, and the two commands are there."""

from pathlib import Path

from pydantic import BaseModel

from openbrain.core.config import Settings

README = (Path(__file__).parent.parent / "README.md").read_text()


def setting_names(model: type[BaseModel] = Settings, prefix: str = "OPENBRAIN_") -> list[str]:
    names = []
    for name, field in model.model_fields.items():
        if isinstance(field.annotation, type) and issubclass(field.annotation, BaseModel):
            names += setting_names(field.annotation, f"{prefix}{name.upper()}__")
        else:
            names.append(f"{prefix}{name.upper()}")
    return names


def test_every_setting_is_documented_in_the_readme():
    missing = [name for name in setting_names() if f"`{name}`" not in README]
    assert missing == []


def test_the_readme_carries_the_two_setup_commands():
    assert "./dev.sh serve" in README and "./dev.sh test" in README


def test_the_readme_says_where_the_command_line_is_after_dev_sh_serve():
    assert "`.venv/bin/openbrain`" in README and "source .venv/bin/activate" in README
    assert "VENV=${OPENBRAIN_VENV:-.venv}" in (Path(__file__).parent.parent / "dev.sh").read_text()


def test_the_env_file_the_readme_asks_for_is_never_committed():
    ignored = (Path(__file__).parent.parent / ".gitignore").read_text().split()
    assert ".env" in ignored
