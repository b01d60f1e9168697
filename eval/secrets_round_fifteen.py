"""Round fifteen's held-out split of the secret corpus (``eval/secrets.py --round-fifteen``), for a later round.

Written and committed on 2026-11-28, before round fourteen's misses were read: `.netrc`, `pip.conf` with a token in
its index URL, Composer's `auth.json`, Bundler's `BUNDLE_…` credentials, a Docker `config.json` auth, `helm repo add
--password`, `aws configure set`, `kubectl create secret --from-literal`, `ssh-keygen -N`, Java's
`javax.net.ssl.keyStorePassword`, Ansible's `ansible_password` and `ansible_ssh_pass`, Grafana, New Relic, Sentry,
Atlassian, Okta, Postmark, Airtable, Notion, Figma, Databricks and Terraform Cloud tokens, chat shorthand ("pass for
the router: X", "root/X works on the switch", "X is the wifi key"), and passwords in prose in Luxembourgish, Uzbek,
Azerbaijani, Nepali, Kazakh, Georgian, Armenian and Mongolian; look-alikes beside them. Measured with counts only,
never tuned on; once a round reads it, it is dev data.
"""

import base64
import string
from typing import Any

ROUND_FIFTEEN_SEED = 271515
ALNUM = string.ascii_letters + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"


def round_fifteen(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round fifteen's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_FIFTEEN_SEED``)."""
    r, add = forms.random, forms.add

    def uuid() -> str:
        return "-".join(r(HEX, n) for n in (8, 4, 4, 4, 12))

    for _ in range(2):
        add("netrc", "machine api.heroku.com\n  login me@acme.com\n  password {s}", r(ALNUM, 16))
        add("pip.conf token", "[global]\nindex-url = https://__token__:{s}@pypi.acme.internal/simple", r(ALNUM, 32))
        add(
            "composer auth.json",
            '{{"http-basic": {{"repo.acme.com": {{"username": "ci", "password": "{s}"}}}}}}',
            r(ALNUM, 18),
        )
        add("bundler credentials", "BUNDLE_GEMS__ACME__COM=ci:{s}", r(ALNUM, 20))
        add(
            "docker config auth",
            '{{"auths": {{"registry.acme.io": {{"auth": "{s}"}}}}}}',
            base64.b64encode(f"ci:{r(ALNUM, 16)}".encode()).decode(),
        )
        add(
            "helm repo password", "helm repo add acme https://charts.acme.io --username ci --password {s}", r(ALNUM, 14)
        )
        add(
            "aws configure set",
            "aws configure set aws_secret_access_key {s} --profile prod",
            r(ALNUM + "+/", 40),
        )
        add(
            "kubectl from-literal",
            "kubectl create secret generic db --from-literal=password={s}",
            r(ALNUM, 16),
        )
        add("ssh-keygen passphrase", "ssh-keygen -t ed25519 -N '{s}' -f deploy_key", r(ALNUM, 14))
        add("java keystore password", "-Djavax.net.ssl.keyStorePassword={s}", r(ALNUM, 12))
        add("ansible password", "ansible_password: {s}", r(ALNUM, 12))
        add("ansible ssh pass", "ansible_ssh_pass={s}", r(ALNUM, 12))
        add("grafana token", "GRAFANA_TOKEN={s}", "glsa_" + r(ALNUM, 32) + "_" + r(HEX, 8))
        add("new relic key", "NEW_RELIC_API_KEY={s}", "NRAK-" + r(UPPER_ALNUM, 27))
        add("sentry token", "SENTRY_AUTH_TOKEN={s}", "sntrys_" + r(ALNUM, 64))
        add("atlassian token", "JIRA_API_TOKEN={s}", "ATATT3xFfGF0" + r(ALNUM + "_-", 180))
        add("okta ssws", "Authorization: SSWS {s}", "00" + r(ALNUM + "_-", 40))
        add("postmark token", "X-Postmark-Server-Token: {s}", uuid())
        add("airtable pat", "AIRTABLE_TOKEN={s}", "pat" + r(ALNUM, 14) + "." + r(HEX, 64))
        add("notion token", "NOTION_TOKEN={s}", "ntn_" + r(ALNUM, 46))
        add("figma token", "FIGMA_TOKEN={s}", "figd_" + r(ALNUM + "_-", 40))
        add("databricks token", "DATABRICKS_TOKEN={s}", "dapi" + r(HEX, 32))
        add("terraform cloud token", 'token = "{s}"', r(ALNUM, 14) + ".atlasv1." + r(ALNUM, 60))
        add("chat pass for", "pass for the router: {s}", r(ALNUM, 10))
        add("chat root slash", "root/{s} works on the core switch", r(ALNUM, 10))
        add("chat wifi key", "{s} is the wifi key for the lab", r(ALNUM, 12))
        add("prose password, Luxembourgish", "d'Passwuert vum Server ass {s}", r(ALNUM, 10))
        add("prose password, Uzbek", "serverning paroli {s}", r(ALNUM, 10))
        add("prose password, Azerbaijani", "serverin şifrəsi {s}", r(ALNUM, 10))
        add("prose password, Nepali", "सर्भरको पासवर्ड {s} हो", r(ALNUM, 10))
        add("prose password, Kazakh", "сервердің құпия сөзі {s}", r(ALNUM, 10))
        add("prose password, Georgian", "სერვერის პაროლია {s}", r(ALNUM, 10))
        add("prose password, Armenian", "սերվերի գաղտնաբառը {s} է", r(ALNUM, 10))
        add("prose password, Mongolian", "серверийн нууц үг {s}", r(ALNUM, 10))
    negatives = [
        "machine api.heroku.com\n  login me@acme.com",
        "[global]\nindex-url = https://pypi.acme.internal/simple",
        '{"http-basic": {"repo.acme.com": {"username": "ci"}}}',
        "BUNDLE_GEMS__ACME__COM is set by the CI from its secret store.",
        '{"auths": {"registry.acme.io": {}}, "credsStore": "desktop"}',
        "helm repo add acme https://charts.acme.io",
        "aws configure set region eu-west-1 --profile prod",
        "kubectl create secret generic db --from-file=password=./db-password.txt",
        "ssh-keygen -t ed25519 -N '' -f throwaway_key (no passphrase, for tests only)",
        "-Djavax.net.ssl.keyStore=/etc/app/keystore.jks",
        'ansible_password: "{{ vault_ansible_password }}"',
        "ansible_ssh_pass is read from the vault file, never the inventory.",
        "GRAFANA_URL=https://grafana.acme.io",
        "NEW_RELIC_APP_NAME=shop-api",
        "SENTRY_ORG=acme SENTRY_PROJECT=shop",
        "JIRA_BASE_URL=https://acme.atlassian.net",
        "Authorization: SSWS ${OKTA_API_TOKEN}",
        "X-Postmark-Server-Token is set per environment in the mailer's config.",
        "AIRTABLE_BASE_ID=appX1y2Z3",
        "NOTION_DATABASE_ID is the page id in the database's URL.",
        "FIGMA_FILE_KEY is in the file's URL.",
        "DATABRICKS_HOST=https://adb-123.azuredatabricks.net",
        "token = var.tfc_token",
        "pass for the router: ask the network team.",
        "root/admin works on no switch of ours: defaults are changed on day one.",
        "the wifi key for the lab is on the whiteboard in room 3.",
        "D'Passwuert muss mindestens 12 Zeechen hunn.",
        "Parol kamida 12 ta belgidan iborat bo'lishi kerak.",
        "Şifrə ən azı 12 simvol olmalıdır.",
        "पासवर्ड कम्तीमा १२ अक्षरको हुनुपर्छ।",
        "Құпия сөз кемінде 12 таңбадан тұруы керек.",
        "პაროლი უნდა შედგებოდეს მინიმუმ 12 სიმბოლოსგან.",
        "Գաղտնաբառը պետք է լինի առնվազն 12 նիշ։",
        "Нууц үг дор хаяж 12 тэмдэгттэй байх ёстой.",
        "The build 7f3c9a1 fixed the login page.",
        "Order 4F7Q-9KZ2-XW31 shipped on Monday.",
        "The image digest is sha256:9b2c4e7f1a3d5b6c8e0f2a4b6c8d0e1f3a5b7c9d1e3f5a7b9c1d3e5f7a9b1c3d.",
        "Use the Argon2id hasher with memory_cost=65536.",
        "The tenant id 8c1f2e3d-4b5a-6978-8a9b-0c1d2e3f4a5b is not a secret.",
        "Rotate the signing keys with `openbrain token rotate`.",
    ]
    return forms.made, negatives + READ_LOOKALIKES


# Ordinary texts written beside the rules that round fifteen's misses asked for (core/redaction_forms.py,
# core/redaction_values.py), once it was read: dev data from the start.
READ_LOOKALIKES = [
    "IMAGE=registry.acme.io/shop:2026.11.28-rc1",
    "REDIS_URL=redis:6379",
    "PLATFORM=linux:amd64",
    "root/.ssh/authorized_keys is managed by the Ansible role.",
    "Log in as admin/admin only on the vendor's demo box; change it on day one.",
    "The guest/guest login of RabbitMQ works only from localhost.",
    "PostgreSQL is the password store's database, not Vault.",
    "Argon2id is the password hashing algorithm we use.",
    "WPA3 is the wifi standard in the new office.",
    "bcrypt is the password hash of the legacy users.",
    "The token comes from WebIdentityTokenCredentialsProvider, not the node role.",
    "Secrets come from the SecretsManagerBackend in Airflow.",
    "The refresh token is stored with kSecAttrAccessibleAfterFirstUnlock.",
    "The password field uses the GitHubApp login flow.",
    "kubectl create secret generic tls --from-file=key=./tls.key --from-file=cert=./tls.crt",
    "password_file = /run/secrets/db_password",
]
