"""Round thirteen's held-out split of the secret corpus (``eval/secrets.py --round-thirteen``), for a later round.

Written and committed on 2026-11-27, before round twelve's misses were read: `net user … /add`, Maven's
`settings.xml`, `wget --password`, a libpq keyword string, `gpg --passphrase`, `nmcli … password`, a 2FA backup code,
`Set-Cookie` sessions, Tailscale auth keys, `NOMAD_TOKEN`, a PagerDuty routing key, `INFLUX_TOKEN`, Gradle's
`signing.password`, `mongosh -p`, `.pypirc`, chat shorthand ("creds: user:X", "pw is X"), `requirepass` and
`masterauth`, HTTP basic auth in Python, `RSYNC_PASSWORD`, `mosquitto_pub -P`, `x11vnc -passwd`, `mysqladmin …
password`, a service account's `private_key_id`, `SNYK_TOKEN`, SonarQube and Docker Hub tokens, and passwords in
prose in Swahili, Latvian, Lithuanian, Estonian, Icelandic, Bulgarian, Serbian and Tagalog; look-alikes beside them.
Measured with counts only, never tuned on; once a round reads it, it is dev data.
"""

import string
from typing import Any

ROUND_THIRTEEN_SEED = 271313
ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"


def round_thirteen(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round thirteen's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_THIRTEEN_SEED``)."""
    r, add = forms.random, forms.add

    def uuid() -> str:
        return "-".join(r(HEX, n) for n in (8, 4, 4, 4, 12))

    for _ in range(2):
        add("net user add", "net user svc_backup {s} /add", r(ALNUM, 14))
        add(
            "maven settings.xml",
            "<server><id>nexus</id><username>deploy</username><password>{s}</password></server>",
            r(ALNUM, 16),
        )
        add("wget password", "wget --user=ci --password={s} https://nexus.internal/repo/app.jar", r(ALNUM, 14))
        add("libpq keywords", 'dsn = "host=db.internal user=app password={s} dbname=shop"', r(ALNUM, 15))
        add("gpg passphrase", "gpg --batch --passphrase '{s}' -d backup.tar.gpg", r(ALNUM, 18))
        add("nmcli wifi password", "nmcli dev wifi connect Acme-Office password {s}", r(ALNUM, 12))
        add("2fa backup code", "2FA backup code for the root account: {s}", r(LOWER_ALNUM, 5) + "-" + r(LOWER_ALNUM, 5))
        add("set-cookie session", "Set-Cookie: sessionid={s}; Path=/; HttpOnly", r(LOWER_ALNUM, 32))
        add("tailscale auth key", "TS_AUTHKEY={s}", "tskey-auth-" + r(ALNUM, 12) + "CNTRL-" + r(ALNUM, 30))
        add("nomad token", "export NOMAD_TOKEN={s}", uuid())
        add("pagerduty routing key", "routing_key: {s}", r(HEX, 32))
        add("influx token", "INFLUX_TOKEN={s}", r(ALNUM + "_-", 86) + "==")
        add("gradle signing password", "signing.password={s}", r(ALNUM, 16))
        add("mongosh password", "mongosh -u admin -p {s} --authenticationDatabase admin", r(ALNUM, 14))
        add("pypirc", "[testpypi]\nusername = __token__\npassword = {s}", "pypi-" + r(ALNUM + "-_", 60))
        add("chat creds colon", "creds: deploy:{s}", r(ALNUM, 12))
        add("chat pw is", "staging admin pw is {s}", r(ALNUM, 11))
        add("redis requirepass", "requirepass {s}", r(ALNUM, 24))
        add("redis masterauth", "masterauth {s}", r(ALNUM, 24))
        add("python basic auth", 'requests.get(url, auth=("admin", "{s}"))', r(ALNUM, 14))
        add("rsync password", "RSYNC_PASSWORD={s} rsync -av backup@nas::share ./", r(ALNUM, 14))
        add("mosquitto password", "mosquitto_pub -h mqtt.internal -u sensor -P {s} -t temp", r(ALNUM, 14))
        add("x11vnc password", "x11vnc -display :0 -passwd {s} -forever", r(ALNUM, 10))
        add("mysqladmin password", "mysqladmin -u root password '{s}'", r(ALNUM, 14))
        add("gcp private key id", '"private_key_id": "{s}",', r(HEX, 40))
        add("snyk token", "SNYK_TOKEN={s}", uuid())
        add("sonarqube token", "sonar.token=sqp_{s}", r(HEX, 40))
        add("docker hub pat", "echo {s} | docker login -u acme --password-stdin", "dckr_pat_" + r(ALNUM + "_-", 27))
        add("prose password, Swahili", "nenosiri la seva ni {s}", r(ALNUM, 10))
        add("prose password, Latvian", "servera parole ir {s}", r(ALNUM, 10))
        add("prose password, Lithuanian", "serverio slaptažodis yra {s}", r(ALNUM, 10))
        add("prose password, Estonian", "serveri parool on {s}", r(ALNUM, 10))
        add("prose password, Icelandic", "lykilorðið á þjóninum er {s}", r(ALNUM, 10))
        add("prose password, Bulgarian", "паролата на сървъра е {s}", r(ALNUM, 10))
        add("prose password, Serbian", "šifra za server je {s}", r(ALNUM, 10))
        add("prose password, Tagalog", "ang password ng server ay {s}", r(ALNUM, 10))
    negatives = [
        "net user svc_backup /delete removes the account.",
        "<server><id>nexus</id><username>${env.NEXUS_USER}</username><password>${env.NEXUS_PASS}</password></server>",
        "wget --user=ci --ask-password https://nexus.internal/repo/app.jar",
        'dsn = "host=db.internal user=app dbname=shop sslmode=require"',
        "gpg --batch --passphrase-file /run/secrets/gpg -d backup.tar.gpg",
        "nmcli dev wifi connect Acme-Office --ask",
        "2FA backup codes are in the safe, envelope 3.",
        "Set-Cookie: theme=dark; Path=/; SameSite=Lax",
        "TS_AUTHKEY comes from the admin console and expires after 90 days.",
        "export NOMAD_ADDR=https://nomad.internal:4646",
        "routing_key: ${PAGERDUTY_ROUTING_KEY}",
        "INFLUX_TOKEN is set by the operator from the influxdb-auth secret.",
        "signing.keyId=24875D73",
        "mongosh -u admin -p --authenticationDatabase admin (it prompts for the password)",
        "[testpypi]\nrepository = https://test.pypi.org/legacy/",
        "creds: ask #ops for the vault path.",
        "staging admin pw is in 1Password, vault Ops.",
        "requirepass is set from REDIS_PASSWORD at start.",
        "masterauth must equal the primary's requirepass.",
        'requests.get(url, auth=("admin", os.environ["ADMIN_PASSWORD"]))',
        "RSYNC_PASSWORD is read from the environment by rsync daemons only.",
        "mosquitto_pub -h mqtt.internal -t temp -m 21.5",
        "x11vnc -display :0 -rfbauth ~/.vnc/passwd -forever",
        "mysqladmin -u root -p status",
        '"client_email": "ci@acme-prod.iam.gserviceaccount.com",',
        "SNYK_TOKEN must be a repository secret, never in the workflow file.",
        "sonar.projectKey=acme_shop",
        "docker login -u acme --password-stdin reads the token from stdin.",
        "Nenosiri lazima liwe na angalau herufi 12.",
        "Parolei jābūt vismaz 12 rakstzīmes garai.",
        "Slaptažodis turi būti bent 12 simbolių.",
        "Parool peab olema vähemalt 12 märki pikk.",
        "Lykilorðið þarf að vera að minnsta kosti 12 stafir.",
        "Паролата трябва да е поне 12 знака.",
        "Šifra mora imati najmanje 12 znakova.",
        "Ang password ay dapat may 12 na karakter man lang.",
        "The commit 9fceb02d0ae598e95dc970b74767f19372d61af8 reverted it.",
        "Request id 7c9e6679-7425-40de-944b-e07fc1f90ae7 failed with 502.",
        "Our MD5 of the artifact is 5d41402abc4b2a76b9719d911017c592.",
        'Cache key {"key": "a3f1c9e2b7d4058e6f1a2b3c4d5e6f70"} expired.',
    ]
    return forms.made, negatives
