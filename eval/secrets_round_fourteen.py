"""Round fourteen's held-out split of the secret corpus (``eval/secrets.py --round-fourteen``), for a later round.

Written and committed on 2026-11-28, before round thirteen's misses were read: `curl -u`, `sshpass -p`,
`smbclient -U user%pass`, `openssl -passin pass:`, `keytool -storepass`, `az login -p`, `ldapsearch -w`, a JDBC URL's
`password=` parameter, an ODBC/ADO.NET connection string, `.git-credentials`, a Terraform variable's default,
Ansible's `ansible_become_pass`, a Kubernetes `stringData`, `docker run -e POSTGRES_PASSWORD`, nodemailer's
`auth: {user, pass}`, a WireGuard `PrivateKey`, Twilio, Mailgun, Shopify, Linear, Vercel, Cloudflare, Heroku and
Doppler tokens, a private npm registry's `_authToken`, Firebase's CI token, YAML `pass:`, chat shorthand ("log in as
root with X", "the code for the door is X"), and passwords in prose in Welsh, Basque, Malay, Afrikaans, Slovenian,
Albanian, Bengali and Macedonian; look-alikes beside them. Measured with counts only, never tuned on; once a round
reads it, it is dev data.
"""

import string
from typing import Any

ROUND_FOURTEEN_SEED = 271414
ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"


def round_fourteen(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round fourteen's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_FOURTEEN_SEED``)."""
    r, add = forms.random, forms.add

    def uuid() -> str:
        return "-".join(r(HEX, n) for n in (8, 4, 4, 4, 12))

    for _ in range(2):
        add("curl -u", "curl -u admin:{s} https://jenkins.internal/api/json", r(ALNUM, 14))
        add("sshpass", "sshpass -p '{s}' ssh deploy@10.0.4.12", r(ALNUM, 13))
        add("smbclient user%pass", "smbclient //nas/backup -U backup%{s}", r(ALNUM, 12))
        add("openssl passin", "openssl rsa -in key.pem -passin pass:{s} -out key.txt", r(ALNUM, 16))
        add("keytool storepass", "keytool -list -keystore app.jks -storepass {s}", r(ALNUM, 12))
        add(
            "az login service principal",
            f"az login --service-principal -u {uuid()} -p {{s}} --tenant acme.onmicrosoft.com",
            r(ALNUM + "~._-", 34),
        )
        add("ldapsearch -w", 'ldapsearch -x -D "cn=admin,dc=acme,dc=com" -w {s} -b "dc=acme,dc=com"', r(ALNUM, 12))
        add("jdbc password param", "jdbc:mysql://db.internal:3306/shop?user=app&password={s}&useSSL=true", r(ALNUM, 14))
        add(
            "ado.net connection string",
            "Server=tcp:sql.internal,1433;Database=shop;User Id=sa;Password={s};",
            r(ALNUM, 15),
        )
        add("git-credentials", "https://deploy:{s}@git.acme.internal", r(ALNUM, 20))
        add("terraform default", 'variable "db_password" {{\n  default = "{s}"\n}}', r(ALNUM, 16))
        add("ansible become pass", "ansible_become_pass: {s}", r(ALNUM, 12))
        add("k8s stringData", "stringData:\n  DB_PASSWORD: {s}", r(ALNUM, 18))
        add("docker run -e", "docker run -d -e POSTGRES_PASSWORD={s} postgres:16", r(ALNUM, 14))
        add("nodemailer auth", "auth: {{ user: 'alerts@acme.com', pass: '{s}' }}", r(ALNUM, 16))
        add("wireguard private key", "[Interface]\nPrivateKey = {s}", r(ALNUM + "+/", 43) + "=")
        add("twilio auth token", "TWILIO_AUTH_TOKEN={s}", r(HEX, 32))
        add("mailgun key", "MAILGUN_API_KEY=key-{s}", r(HEX, 32))
        add("shopify token", "X-Shopify-Access-Token: {s}", "shpat_" + r(HEX, 32))
        add("linear api key", "LINEAR_API_KEY={s}", "lin_api_" + r(ALNUM, 40))
        add("vercel token", "vercel deploy --prod --token {s}", r(ALNUM, 24))
        add("cloudflare api token", "CLOUDFLARE_API_TOKEN={s}", r(ALNUM + "_-", 40))
        add("heroku api key", "HEROKU_API_KEY={s}", uuid())
        add("doppler token", "DOPPLER_TOKEN={s}", "dp.st.prd." + r(ALNUM, 40))
        add("npm private registry", "//npm.acme.internal/:_authToken={s}", uuid())
        add("firebase ci token", "FIREBASE_TOKEN={s}", "1//0" + r(ALNUM + "_-", 100))
        add("yaml pass", "smtp:\n  host: mail.acme.com\n  pass: {s}", r(ALNUM, 14))
        add("chat log in with", "log in as root with {s} on the staging box", r(ALNUM, 11))
        add("chat door code", "the alarm code for the office is {s}", r(string.digits, 6) + r(ALNUM, 4))
        add("prose password, Welsh", "cyfrinair y gweinydd yw {s}", r(ALNUM, 10))
        add("prose password, Basque", "zerbitzariaren pasahitza {s} da", r(ALNUM, 10))
        add("prose password, Malay", "kata laluan pelayan ialah {s}", r(ALNUM, 10))
        add("prose password, Afrikaans", "die bediener se wagwoord is {s}", r(ALNUM, 10))
        add("prose password, Slovenian", "geslo strežnika je {s}", r(ALNUM, 10))
        add("prose password, Albanian", "fjalëkalimi i serverit është {s}", r(ALNUM, 10))
        add("prose password, Bengali", "সার্ভারের পাসওয়ার্ড হলো {s}", r(ALNUM, 10))
        add("prose password, Macedonian", "лозинката за серверот е {s}", r(ALNUM, 10))
    negatives = [
        "curl -u admin https://jenkins.internal/api/json (curl asks for the password)",
        "sshpass -e ssh deploy@10.0.4.12 reads SSHPASS from the environment.",
        "smbclient //nas/backup -U backup --authentication-file=/etc/samba/auth",
        "openssl rsa -in key.pem -passin env:KEY_PASS -out key.txt",
        "keytool -list -keystore app.jks (it prompts for the store password)",
        "az login --service-principal uses a certificate in CI, never a client secret.",
        'ldapsearch -x -D "cn=admin,dc=acme,dc=com" -W -b "dc=acme,dc=com"',
        "jdbc:mysql://db.internal:3306/shop?useSSL=true&serverTimezone=UTC",
        "Server=tcp:sql.internal,1433;Database=shop;Authentication=Active Directory Managed Identity;",
        "https://git.acme.internal/platform/deploy.git",
        'variable "db_password" {\n  sensitive = true\n}',
        'ansible_become_pass: "{{ vault_become_pass }}"',
        "stringData:\n  DB_HOST: db.internal",
        "docker run -d -e POSTGRES_PASSWORD_FILE=/run/secrets/pg postgres:16",
        "auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS }",
        "[Interface]\nAddress = 10.8.0.2/24\nListenPort = 51820",
        "TWILIO_ACCOUNT_SID is shown on the console's dashboard.",
        "MAILGUN_DOMAIN=mg.acme.com",
        "X-Shopify-Shop-Domain: acme.myshopify.com",
        "LINEAR_TEAM_ID=ENG",
        "vercel deploy --prod reads the token from VERCEL_TOKEN.",
        "CLOUDFLARE_ZONE_ID is not a secret; it is in the dashboard's URL.",
        "HEROKU_APP_NAME=acme-shop-staging",
        "DOPPLER_PROJECT=shop DOPPLER_CONFIG=prd",
        "//npm.acme.internal/:always-auth=true",
        "FIREBASE_TOKEN is deprecated; use a service account instead.",
        "smtp:\n  host: mail.acme.com\n  port: 587",
        "log in as root with your SSH key, never a password.",
        "the alarm code for the office is in the facilities wiki.",
        "Rhaid i'r cyfrinair fod o leiaf 12 nod.",
        "Pasahitzak gutxienez 12 karaktere izan behar ditu.",
        "Kata laluan mesti sekurang-kurangnya 12 aksara.",
        "Die wagwoord moet ten minste 12 karakters lank wees.",
        "Geslo mora imeti vsaj 12 znakov.",
        "Fjalëkalimi duhet të ketë të paktën 12 karaktere.",
        "পাসওয়ার্ড কমপক্ষে ১২ অক্ষরের হতে হবে।",
        "Лозинката мора да има најмалку 12 знаци.",
        "Build 4f2a9c1e7b3d5a60 passed on the second try.",
        "Trace id 4bf92f3577b34da6a3ce929d0e0e4736 spans three services.",
        "The pod acme-web-7d9f8b6c5-x2kqp restarted twice.",
    ]
    return forms.made, negatives + READ_LOOKALIKES


# Ordinary texts written beside the rules that round fourteen's misses asked for (core/redaction_forms.py), once it
# was read: dev data from the start.
READ_LOOKALIKES = [
    "Log in as admin with SSO, never with a local password.",
    "log in as root with sudo -i after you ssh in as yourself.",
    "The door code for the server room changes monthly; ask facilities.",
    "The safe code is in the envelope in the CFO's drawer.",
    "Error code: 502 from the gateway means the upstream is down.",
    'variable "token_ttl" {\n  default = "3600"\n}',
    'variable "db_password" {\n  type      = string\n  sensitive = true\n}',
    'variable "secret_name" {\n  default = "shop/db"\n}',
    'zip -P "$ZIP_PASSWORD" backup.zip dump.sql',
    "keytool -list -keystore app.jks -storepass:env STORE_PASS",
    "7z a -p archive.7z ./dump (7z asks for the password)",
    "const pass = process.env.DB_PASS; if (!pass) throw new Error('DB_PASS missing');",
    "The wifi password is on the card at the front desk, not in chat.",
    "Passwords like Summerfield are banned by the dictionary check.",
]
