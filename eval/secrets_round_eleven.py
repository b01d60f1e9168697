"""Round eleven's held-out split of the secret corpus (``eval/secrets.py --round-eleven``), for a later round.

Written and committed on 2026-11-27, before round ten's misses were read: providers and formats no earlier split
names (Heroku-style Postgres URLs with a `postgres` scheme variant, Elastic Cloud, Confluent, Sumo Logic,
Mailjet, Postmark, Vonage, Snowflake, Clerk, Supabase anon vs service), secrets in Java `.properties`, .NET
`appsettings.json` connection strings, Docker `secrets:` files, Helm `--set` values, GitHub Actions `env:` lines,
shell heredocs, `expect` scripts, a PHP array, a Ruby hash, passwords in commit messages and chat ("new pw for the
NAS is X", "pwd -> X"), and passwords in prose in Danish, Swedish, Czech and Malay; look-alikes beside them.
Measured with counts only, never tuned on; once a round reads it, it is dev data.
"""

import string
from typing import Any

ROUND_ELEVEN_SEED = 271132
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"


def round_eleven(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round eleven's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_ELEVEN_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("postgresql url", "DATABASE_URL=postgresql://app:{s}@db.internal:5432/shop", r(ALNUM, 16))
        add("elastic cloud key", "ES_API_KEY={s}", r(B64URL, 60) + "==")
        add("confluent secret", "sasl.jaas.config=... username='CKEY12345' password='{s}';", r(ALNUM + "+/", 64))
        add("sumo logic access key", "sumo access key: {s}", r(ALNUM, 64))
        add("mailjet secret", "MJ_APIKEY_PRIVATE={s}", r(HEX, 32))
        add(
            "postmark token",
            "X-Postmark-Server-Token: {s}",
            r(HEX, 8) + "-" + r(HEX, 4) + "-" + r(HEX, 4) + "-" + r(HEX, 4) + "-" + r(HEX, 12),
        )
        add("vonage secret", "vonage api secret {s}", r(ALNUM, 16))
        add("snowflake password", "snowsql -a acme -u loader --password {s}", r(ALNUM, 14))
        add("clerk secret", "CLERK_SECRET_KEY={s}", "sk_live_" + r(ALNUM, 40))
        add("java properties", "spring.mail.password={s}", r(ALNUM, 13))
        add(
            "appsettings connection string",
            '"DefaultConnection": "Server=sql01;Database=shop;User Id=app;Password={s};"',
            r(ALNUM, 14),
        )
        add("docker secret file", "echo '{s}' | docker secret create db_password -", r(ALNUM, 15))
        add("helm set value", "helm upgrade shop ./chart --set postgresql.auth.password={s}", r(ALNUM, 14))
        add("actions env line", "env:\n  NPM_TOKEN: {s}", "npm_" + r(ALNUM, 36))
        add("heredoc password", "mysql -u root <<EOF\nSET PASSWORD FOR 'app'@'%' = '{s}';\nEOF", r(ALNUM, 12))
        add("expect script", 'expect "Password:"\nsend "{s}\\r"', r(ALNUM, 12))
        add("php array", "'password' => '{s}',", r(ALNUM, 12))
        add("ruby hash", "password: '{s}',", r(ALNUM, 12))
        add("commit message password", "fix: login for staging (temp pw {s})", r(ALNUM, 11))
        add("chat pw arrow", "pwd -> {s}", r(ALNUM, 11))
        add("chat nas password", "new pw for the NAS is {s}", r(ALNUM, 11))
        add("ftp url", "ftp://backup:{s}@files.internal/dumps/", r(ALNUM, 12))
        add("smtp url", "EMAIL_URL=smtp://mailer:{s}@smtp.internal:587", r(ALNUM, 13))
        add("amqp url", "amqps://shop:{s}@mq.internal/vhost", r(ALNUM, 14))
        add("prose password, Danish", "adgangskoden til serveren er {s}", r(ALNUM, 10))
        add("prose password, Swedish", "serverns lösenord: {s}", r(ALNUM, 10))
        add("prose password, Czech", "heslo k serveru je {s}", r(ALNUM, 10))
        add("prose password, Malay", "kata laluan pelayan ialah {s}", r(ALNUM, 10))
    negatives = [
        "DATABASE_URL=postgresql://app@db.internal:5432/shop uses IAM auth, no password.",
        "ES_API_KEY is created in Kibana under Stack Management.",
        "sasl.jaas.config reads the password from ${file:/etc/kafka/secrets:password}.",
        "Sumo Logic collectors are installed by the base image.",
        "MJ_APIKEY_PRIVATE is set in the deploy environment, never in code.",
        "X-Postmark-Server-Token must be sent on every request; see the API docs.",
        "Vonage numbers are rented per country; see the billing page.",
        "snowsql -a acme -u loader --authenticator externalbrowser opens SSO.",
        "CLERK_SECRET_KEY lives in Vercel's environment settings.",
        "spring.mail.password=${MAIL_PASSWORD}",
        '"DefaultConnection": "Server=sql01;Database=shop;Integrated Security=true;"',
        "docker secret ls lists the secrets of the swarm.",
        "helm upgrade shop ./chart --set image.tag=2.4.1",
        "env:\n  NODE_ENV: production",
        "mysql -u root -p <<EOF\nSHOW DATABASES;\nEOF",
        'expect "Password:"\nsend "$env(DB_PASS)\\r"',
        "'password' => env('DB_PASSWORD'),",
        "password: ENV.fetch('DB_PASSWORD'),",
        "fix: login for staging (password reset flow)",
        "pwd -> prints the working directory",
        "The NAS password is in the vault under infra/nas.",
        "ftp://files.internal/pub/ is anonymous and read-only.",
        "EMAIL_URL=smtp://smtp.internal:587 relays without auth inside the VPC.",
        "amqps://mq.internal/vhost needs client certificates.",
        "Adgangskoden skal være mindst 12 tegn.",
        "Lösenordet måste vara minst 12 tecken.",
        "Heslo musí mít alespoň 12 znaků.",
        "Kata laluan mesti sekurang-kurangnya 12 aksara.",
        "The build number is 20261127.4 and the tag v2.4.1-rc.2.",
        "The request id 7c9e6679-7425-40de-944b-e07fc1f90ae7 appears in the logs.",
        "Our password policy requires 12 characters and a symbol.",
        "The commit a94a8fe5ccb19ba61c4c0873d391e987982fbbd3 reverted the change.",
        "Use --set-string for values that look like numbers.",
        "The sequence AbCdEfGh12 is the example from the style guide.",
        "pwd is a shell builtin; /bin/pwd is the binary.",
        "Token bucket size is 100 and the refill rate 10/s.",
        "The Slack workspace is acme-eng.slack.com.",
        "Set PGSSLMODE=require for every connection.",
        "The secret santa list is in the HR drive.",
        "Passwords are hashed with argon2id, m=64MiB, t=3, p=4.",
    ]
    return forms.made, negatives
