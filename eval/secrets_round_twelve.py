"""Round twelve's held-out split of the secret corpus (``eval/secrets.py --round-twelve``), for a later round.

Written and committed on 2026-11-27, before round eleven's misses were read: package-manager credentials (`.npmrc`
`_authToken`, a pip index URL), a git URL with `x-access-token`, Django REST `Token` headers, passwords handed to a
command through the environment (`PGPASSWORD=… psql`, `MYSQL_PWD`), user management commands (`rabbitmqctl add_user`,
`chpasswd`, SQL `ALTER USER … WITH PASSWORD`, `CREATE USER … IDENTIFIED BY`), `az login -p`, a MinIO `mc alias`,
`wp-config.php`, a Django `SECRET_KEY`, `~/.my.cnf`, a Jupyter token URL, Cisco `enable secret` and an SNMP community,
a compose `MSSQL_SA_PASSWORD`, a Stripe webhook secret, `kubectl create secret --from-literal`, `vault kv put`, a
JSON log line's `"pass"`, a password full of symbols, OpenRouter keys, chat shorthand ("grafana: admin / X"), an
ssh password in parentheses, and passwords in prose in Catalan, Croatian, Thai and Persian; look-alikes beside them.
Measured with counts only, never tuned on; once a round reads it, it is dev data.
"""

import string
from typing import Any

ROUND_TWELVE_SEED = 271212
ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"


def round_twelve(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round twelve's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_TWELVE_SEED``)."""
    r, add = forms.random, forms.add

    def uuid() -> str:
        return "-".join(r(HEX, n) for n in (8, 4, 4, 4, 12))

    for _ in range(2):
        add("npmrc auth token", "//registry.npmjs.org/:_authToken={s}", uuid())
        add("pip index url", "index-url = https://__token__:{s}@pypi.internal.example/simple", r(ALNUM, 32))
        add("x-access-token url", "git clone https://x-access-token:{s}@github.com/acme/app.git", r(ALNUM, 40))
        add("drf token header", "curl -H 'Authorization: Token {s}' https://api.internal/v1/orders", r(HEX, 40))
        add("pgpassword env", "PGPASSWORD={s} psql -h db.internal -U app shop", r(ALNUM, 14))
        add("mysql_pwd env", "MYSQL_PWD='{s}' mysqldump shop > shop.sql", r(ALNUM, 13))
        add("rabbitmqctl add_user", "rabbitmqctl add_user shop {s}", r(ALNUM, 15))
        add("chpasswd", "echo 'deploy:{s}' | sudo chpasswd", r(ALNUM, 12))
        add("az login password", "az login --service-principal -u 4f1c-app -p {s} --tenant acme", r(ALNUM + "~._-", 34))
        add("minio alias", "mc alias set minio http://minio:9000 admin {s}", r(ALNUM, 20))
        add("wp-config", "define( 'DB_PASSWORD', '{s}' );", r(ALNUM, 16))
        add("django secret key", "SECRET_KEY = '{s}'", "django-insecure-" + r(LOWER_ALNUM + "!@#$%^&*(-_=+)", 50))
        add("my.cnf", "[client]\nuser=backup\npassword={s}", r(ALNUM, 14))
        add("jupyter token url", "open http://127.0.0.1:8888/lab?token={s} in the browser", r(HEX, 48))
        add("cisco enable secret", "enable secret 0 {s}", r(ALNUM, 12))
        add("snmp community", "snmp-server community {s} RW", r(ALNUM, 12))
        add("alter user password", "ALTER USER app WITH PASSWORD '{s}';", r(ALNUM, 14))
        add("create user identified by", "CREATE USER 'report'@'%' IDENTIFIED BY '{s}';", r(ALNUM, 14))
        add("mssql sa password", "environment:\n  - MSSQL_SA_PASSWORD={s}", r(ALNUM, 16))
        add("stripe webhook secret", "STRIPE_WEBHOOK_SECRET={s}", "whsec_" + r(ALNUM, 32))
        add(
            "kubectl from-literal",
            "kubectl create secret generic db --from-literal=password={s}",
            r(ALNUM, 16),
        )
        add("vault kv put", "vault kv put secret/shop/db password={s}", r(ALNUM, 16))
        add("json log pass", '{{"event":"login","user":"svc","pass":"{s}"}}', r(ALNUM, 12))
        add("symbol-rich password", "db password: {s}", r(ALNUM, 8) + "!#" + r(ALNUM, 3) + "%&" + r(ALNUM, 2))
        add("openrouter key", "OPENROUTER_API_KEY={s}", "sk-or-v1-" + r(HEX, 64))
        add("chat creds slash", "grafana login: admin / {s}", r(ALNUM, 12))
        add("ssh password in parentheses", "ssh root@10.0.4.7 (password: {s})", r(ALNUM, 12))
        add("prose password, Catalan", "la contrasenya del servidor és {s}", r(ALNUM, 10))
        add("prose password, Croatian", "lozinka za server je {s}", r(ALNUM, 10))
        add("prose password, Thai", "รหัสผ่านของเซิร์ฟเวอร์คือ {s}", r(ALNUM, 10))
        add("prose password, Persian", "رمز عبور سرور {s} است", r(ALNUM, 10))
    negatives = [
        "//registry.npmjs.org/:_authToken=${NPM_TOKEN}",
        "index-url = https://pypi.internal.example/simple",
        "git remote set-url origin git@github.com:acme/app.git",
        "DRF sends 'Authorization: Token <key>'; the key comes from /api/token/.",
        "PGPASSWORD is read by psql; prefer ~/.pgpass instead.",
        "MYSQL_PWD is deprecated; use --login-path.",
        "rabbitmqctl list_users shows who can log in.",
        "chpasswd reads user:password pairs from stdin.",
        "az login --identity uses the VM's managed identity.",
        "mc alias set minio http://minio:9000 reads the keys from MC_HOST_minio.",
        "define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );",
        "SECRET_KEY = os.environ['DJANGO_SECRET_KEY']",
        "[client]\nuser=backup\nsocket=/run/mysqld/mysqld.sock",
        "Jupyter prints a URL with ?token= on start; open it locally only.",
        "enable secret 9 uses scrypt; never type secret 0 on a shared console.",
        "snmp-server community is disabled; we use SNMPv3 users.",
        "ALTER USER app VALID UNTIL '2027-01-01';",
        "CREATE USER 'report'@'%' IDENTIFIED WITH auth_socket;",
        "environment:\n  - MSSQL_SA_PASSWORD_FILE=/run/secrets/sa",
        "STRIPE_WEBHOOK_SECRET starts with whsec_ and lives in the dashboard.",
        "kubectl create secret generic db --from-file=./password.txt",
        "vault kv get secret/shop/db prints the current password.",
        '{"event":"login","user":"svc","result":"ok"}',
        "db password: see 1Password, item 'shop prod db'.",
        "OPENROUTER_API_KEY is set per developer in .env.local.",
        "grafana login: SSO through Google, admin only for break-glass.",
        "ssh root@10.0.4.7 (key only, password auth disabled)",
        "La contrasenya ha de tenir almenys 12 caràcters.",
        "Lozinka mora imati najmanje 12 znakova.",
        "รหัสผ่านต้องมีอย่างน้อย 12 ตัวอักษร",
        "رمز عبور باید حداقل ۱۲ کاراکتر باشد",
        "The deploy id was dpl_4kq2v9x7m1 for the rollback.",
        "Cache key sha1 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12 is stale.",
        "The trace 4bf92f3577b34da6a3ce929d0e0e4736 shows the slow query.",
        "Tag the image as shop:2026.11.27-3f9c2a1.",
        "Our wifi for guests is 'acme-guest', no password, captive portal.",
        "The session lasts 8 hours; tokens refresh every 15 minutes.",
        "Set the password minimum to 14 and forbid the last 5.",
        "Rotate the webhook secret after each contractor leaves.",
        "The bucket name is acme-shop-exports-eu-west-1.",
    ]
    return forms.made, negatives + READ_LOOKALIKES


# Ordinary texts written beside the rules that round twelve's misses asked for (core/redaction_forms.py), once it was
# read: dev data from the start. (A Cisco type-9 hash, `username admin secret 9 $9$…`, was written too and dropped:
# the key-shape rule redacts it, as a password's hash is better kept out of memories.)
READ_LOOKALIKES = [
    "rabbitmqctl add_user takes the user name and then the password; use the vault one.",
    "rabbitmqctl change_password shop $RABBIT_PASSWORD",
    "mc alias set minio http://minio:9000 $MINIO_USER $MINIO_PASSWORD",
    "mc alias set local http://localhost:9000 minioadmin minioadmin is only for the dev container.",
    "enable secret 5 $1$mERr$hx5rVt7rPNoS4wqbXKX7m0",
    "snmp-server community string must never be public or private.",
    "snmp-server community ${SNMP_COMMUNITY} RO",
    "CREATE USER 'report'@'%' IDENTIFIED BY PASSWORD '*2470C0C06DEE42FD1618BB99005ADCA2EC9D1E19';",
    "CREATE USER app IDENTIFIED BY '${APP_DB_PASSWORD}';",
    "Users are identified by their e-mail address, never by their name.",
    '{"pass": true, "fail": false, "skipped": 3}',
    '{"event":"check","result":"pass","duration_ms":41}',
    "La contrasenya es guarda al gestor de l'equip.",
    "Lozinka se nalazi u trezoru, ne u chatu.",
    "รหัสผ่านเก็บไว้ในตู้เซฟของทีม",
    "رمز عبور در گاوصندوق تیم است",
]
