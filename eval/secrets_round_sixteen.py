"""Round sixteen's held-out split of the secret corpus (``eval/secrets.py --round-sixteen``), for a later round.

Written and committed on 2026-11-28, before round fifteen's misses were read: a git URL's `oauth2:` token, a
`web.config` appSetting, a Jupyter token, `TF_VAR_…`, `gh secret set --body`, `heroku config:set`, `fly secrets set`,
`op item create … password=`, Gradle's `ossrhPassword`, SQL Server's JDBC and ODBC strings, git's `http.extraheader`,
a Cloudflare token, `cargo login`, `kubectl config set-credentials --password`, `argocd login`, Square's secret,
passwords in Python, JavaScript and Go source, a YAML `pass:`, an `smtps://` URL, a Wi-Fi QR string, chat shorthand
("psw: X", "new jenkins pw → X", "login admin, pass X"), and passwords in prose in Scottish Gaelic, Faroese, Zulu,
Hausa, Somali, Sinhala, Tajik, Kyrgyz, Irish and Maltese; look-alikes beside them. Measured with counts only, never
tuned on; once a round reads it, it is dev data.
"""

import string
from typing import Any

ROUND_SIXTEEN_SEED = 161616
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def round_sixteen(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round sixteen's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_SIXTEEN_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("git url oauth2", "git clone https://oauth2:{s}@gitlab.acme.com/shop/api.git", r(ALNUM, 24))
        add("web.config appSetting", '<add key="StripeSecret" value="{s}" />', r(ALNUM, 24))
        add("jupyter token", "c.NotebookApp.token = '{s}'", r(HEX, 48))
        add("terraform TF_VAR", "export TF_VAR_db_password={s}", r(ALNUM, 16))
        add("gh secret body", 'gh secret set DEPLOY_TOKEN --body "{s}"', r(ALNUM, 30))
        add("heroku config set", "heroku config:set STRIPE_KEY={s} -a shop", r(ALNUM, 24))
        add("fly secrets set", "fly secrets set DATABASE_PASSWORD={s}", r(ALNUM, 18))
        add("1password item", "op item create --category=login --title=db username=app password={s}", r(ALNUM, 16))
        add("gradle ossrh", "ossrhPassword={s}", r(ALNUM, 14))
        add(
            "jdbc sqlserver",
            "jdbc:sqlserver://db.acme.local:1433;databaseName=shop;user=app;password={s};",
            r(ALNUM, 14),
        )
        add("odbc pwd", "Driver={{ODBC Driver 18 for SQL Server}};Server=db;Uid=app;Pwd={s};", r(ALNUM, 14))
        add("git extraheader", 'git config http.extraheader "AUTHORIZATION: bearer {s}"', r(ALNUM, 36))
        add("cloudflare token", "CF_API_TOKEN={s}", r(ALNUM + "_-", 40))
        add("cargo login", "cargo login {s}", "cio" + r(ALNUM, 32))
        add("kubectl credentials", "kubectl config set-credentials admin --username=admin --password={s}", r(ALNUM, 14))
        add("argocd login", "argocd login argocd.acme.io --username admin --password {s}", r(ALNUM, 16))
        add("square secret", "SQUARE_APP_SECRET={s}", "sq0csp-" + r(ALNUM + "_-", 43))
        add("python api_key", 'client = Client(api_key="{s}")', r(ALNUM, 32))
        add("js apiKey", "const apiKey = '{s}';", r(ALNUM, 32))
        add("go Password field", 'Password: "{s}",', r(ALNUM, 14))
        add("yaml pass", "smtp:\n  user: mailer\n  pass: {s}", r(ALNUM, 14))
        add("smtps url", "smtps://mailer:{s}@smtp.acme.com:465", r(ALNUM, 14))
        add("wifi qr", "WIFI:T:WPA;S:acme-lab;P:{s};;", r(ALNUM, 12))
        add("chat psw", "psw: {s}", r(ALNUM, 10))
        add("chat arrow pw", "new jenkins pw → {s}", r(ALNUM, 12))
        add("chat login pass", "login admin, pass {s}, don't share it", r(ALNUM, 10))
        add("prose password, Scottish Gaelic", "'S e am facal-faire aig an fhrithealaiche {s}", r(ALNUM, 10))
        add("prose password, Faroese", "loyniorðið til ambætaran er {s}", r(ALNUM, 10))
        add("prose password, Zulu", "iphasiwedi yeseva ngu-{s}", r(ALNUM, 10))
        add("prose password, Hausa", "kalmar sirri ta sabar ita ce {s}", r(ALNUM, 10))
        add("prose password, Somali", "furaha sirta ah ee server-ka waa {s}", r(ALNUM, 10))
        add("prose password, Sinhala", "සර්වරයේ මුරපදය {s} වේ", r(ALNUM, 10))
        add("prose password, Tajik", "рамзи сервер {s} аст", r(ALNUM, 10))
        add("prose password, Kyrgyz", "сервердин сырсөзү {s}", r(ALNUM, 10))
        add("prose password, Irish", "is é pasfhocal an fhreastalaí {s}", r(ALNUM, 10))
        add("prose password, Maltese", "il-password tas-server hija {s}", r(ALNUM, 10))
    negatives = [
        "git clone https://gitlab.acme.com/shop/api.git",
        '<add key="StripeSecret" value="#{StripeSecret}#" />',
        "c.NotebookApp.token = ''  # local only, behind the SSH tunnel",
        "export TF_VAR_region=eu-west-1",
        "gh secret set DEPLOY_TOKEN < token.txt",
        "heroku config:set WEB_CONCURRENCY=3 -a shop",
        "fly secrets list",
        "op item get db --fields password",
        "ossrhUsername=acme-bot",
        "jdbc:sqlserver://db.acme.local:1433;databaseName=shop;integratedSecurity=true;",
        "Driver={ODBC Driver 18 for SQL Server};Server=db;Trusted_Connection=yes;",
        'git config http.extraheader "AUTHORIZATION: bearer $CI_JOB_TOKEN"',
        "CF_ZONE_ID=023e105f4ecef8ad9ca31a8372d0c353",
        "cargo login reads the token from stdin when none is given.",
        "kubectl config set-credentials admin --exec-command=aws-iam-authenticator",
        "argocd login argocd.acme.io --sso",
        "SQUARE_ENVIRONMENT=sandbox",
        'client = Client(api_key=os.environ["SHOP_API_KEY"])',
        "const apiKey = process.env.API_KEY;",
        'Password: os.Getenv("DB_PASSWORD"),',
        "smtp:\n  user: mailer\n  pass: ${SMTP_PASS}",
        "smtps://smtp.acme.com:465",
        "WIFI:T:nopass;S:acme-guest;;",
        'psw: see 1Password, "Grafana admin"',
        "new jenkins pw → in the vault under ci/jenkins",
        "login admin, pass from the vault, don't share it",
        "Feumaidh am facal-faire a bhith co-dhiù 12 caractaran.",
        "Loyniorðið skal hava í minsta lagi 12 tekn.",
        "Iphasiwedi kufanele ibe nezinhlamvu ezingu-12 okungenani.",
        "Kalmar sirri dole ta kasance aƙalla haruffa 12.",
        "Furaha sirta waa inuu ahaadaa ugu yaraan 12 xaraf.",
        "මුරපදය අවම වශයෙන් අක්ෂර 12 ක් විය යුතුය.",
        "Рамз бояд на камтар аз 12 аломат бошад.",
        "Сырсөз кеминде 12 белгиден турушу керек.",
        "Caithfidh 12 charachtar ar a laghad a bheith sa phasfhocal.",
        "Il-password trid ikollha mill-inqas 12-il karattru.",
        "The release tag v2.14.0-rc.3 was cut on Friday.",
        "Container 3f9a2b7c1d4e was restarted after the OOM kill.",
        "The Jupyter server listens on 127.0.0.1:8888 only.",
        "Wi-Fi for guests is acme-guest, no password, isolated from the office network.",
    ]
    return forms.made, negatives + READ_LOOKALIKES


# Ordinary texts written beside the rules that round sixteen's misses asked for (core/redaction.py,
# core/redaction_forms.py, core/redaction_values.py), once it was read: dev data from the start.
READ_LOOKALIKES = [
    "Pass the token to the client as a header, never in the URL.",
    "psw is short for password in our old shell scripts.",
    '<add key="StripeSecretName" value="stripe-live" />',
    '<add key="ApiKeyHeader" value="X-Api-Key" />',
    "The password for the demo is in the README, under Quickstart2024.",
    "The password hashing moved to Argon2id.",
    "Passwords are checked against HaveIBeenPwned.",
    "CF_ACCOUNT_ID=9a7806061c88ada191ed06f989cc3dac",
    "The token lives in the keychain as kSecClassGenericPassword.",
    "Secret scanning runs in CI through TruffleHog.",
    "is é an pasfhocal a bhíonn sa chomhad config.",
    "The release of the token service is v2.4.1-rc3.",
]
