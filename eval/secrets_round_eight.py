"""Round eight's held-out split of the secret corpus (``eval/secrets.py --round-eight``).

Written and committed on 2026-11-27 before round seven's misses were read or any pattern was written for them:
forms that no earlier split holds (more providers' token shapes, passwords given to command-line tools by position or
by an option of their own, Java and Spring properties, a Go DSN without a scheme, an Azure SAS signature, WireGuard
and age keys, a Vault unseal key, passwords in prose in languages not used before) and look-alikes beside them.
Measured with counts only, never tuned on; once a round reads it, it is dev data.

Less new than the line above says: Terraform Cloud, Databricks, Pulumi and Okta were providers of round six's split
too (in other sentences), and the Postman, Grafana, Linear, New Relic, Doppler and age shapes were rules already.

Measured once (2026-11-27), with the redaction of then (round six's rules), counts only: 41 of 56 secrets caught
(73.2 %), 2 of 40 look-alikes redacted (5.0 %). Then round seven was read and its rules written; measured once
after them: 44 of 56 (78.6 %), 2 of 40.
"""

import base64
import string
from typing import Any

ROUND_EIGHT_SEED = 271129
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
UPPER_DIGITS = string.ascii_uppercase + string.digits
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def round_eight(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round eight's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_EIGHT_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("terraform cloud token", "TFE_TOKEN={s}", r(ALNUM, 14) + ".atlasv1." + r(ALNUM, 67))
        add("doppler token", "doppler service token {s}", "dp.st.prd." + r(ALNUM, 40))
        add("pulumi token", "PULUMI_ACCESS_TOKEN={s}", "pul-" + r(HEX, 40))
        add("grafana service account token", "grafana token: {s}", "glsa_" + r(ALNUM, 32) + "_" + r(HEX, 8))
        add("databricks token", "databricks configure --token {s}", "dapi" + r(HEX, 32))
        add("linear api key", "LINEAR_API_KEY={s}", "lin_api_" + r(ALNUM, 40))
        add("notion token", "notion integration token {s}", "ntn_" + r(ALNUM, 46))
        add("postman api key", "postman api key {s}", "PMAK-" + r(HEX, 24) + "-" + r(HEX, 34))
        okta = "curl -H 'Authorization: SSWS {s}' https://shop.okta.com/api/v1/users"
        add("okta api token", okta, "00" + r(B64URL, 40))
        add("new relic user key", "NEW_RELIC_API_KEY={s}", "NRAK-" + r(UPPER_DIGITS, 27))
        add("age secret key", "# backup key\n{s}", "AGE-SECRET-KEY-1" + r(BECH32, 58))
        add("sshpass password", "sshpass -p '{s}' ssh deploy@10.0.4.12", r(ALNUM, 12) + "#")
        add("htpasswd password", "htpasswd -b /etc/nginx/.htpasswd admin {s}", r(ALNUM, 14))
        add(
            "powershell secure string",
            "$pw = ConvertTo-SecureString '{s}' -AsPlainText -Force",
            r(ALNUM, 13) + "!",
        )
        add("java keystore password", "java -Djavax.net.ssl.keyStorePassword={s} -jar app.jar", r(ALNUM, 15))
        add("spring datasource password", "spring.datasource.password={s}", r(ALNUM, 18))
        add("prose password, Portuguese", "a senha do banco de produção é {s}", r(ALNUM, 11))
        add("prose password, Dutch", "het wachtwoord van de router is {s}", r(ALNUM, 10))
        add("prose password, Czech", "heslo k serveru je {s}", r(ALNUM, 10))
        add("prose password, Finnish", "palvelimen salasana on {s}", r(ALNUM, 11))
        add(
            "azure sas signature",
            "https://shopdata.blob.core.windows.net/exports?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31&sig={s}",
            r(ALNUM, 30) + "%2B" + r(ALNUM, 10) + "%3D",
        )
        add("wireguard private key", "[Interface]\nPrivateKey = {s}\nAddress = 10.8.0.2/24", r(ALNUM + "+/", 43) + "=")
        add("vault unseal key", "Unseal Key 1: {s}", base64.b64encode(r(ALNUM, 33).encode()).decode())
        add("go mysql dsn", 'dsn := "shop:{s}@tcp(db.internal:3306)/orders"', r(ALNUM, 14))
        add("ldap bind password", 'ldapsearch -x -D "cn=admin,dc=shop" -w {s} -b dc=shop', r(ALNUM, 12))
        add("openssl passout", "openssl pkcs12 -export -in cert.pem -out cert.p12 -passout pass:{s}", r(ALNUM, 13))
        add("zip password", "zip -P {s} backup.zip dump.sql", r(ALNUM, 12))
        add("groq key", "GROQ_API_KEY={s}", "gsk_" + r(ALNUM, 52))
    negatives = [
        "TFE_TOKEN is read from the workspace's variable set in CI.",
        "Doppler injects secrets at runtime: doppler run -- npm start.",
        "pulumi login reads the token from PULUMI_ACCESS_TOKEN.",
        "Grafana dashboards are provisioned from grafana/dashboards/.",
        "Databricks jobs run on the shared cluster until 18:00.",
        "LINEAR_API_KEY needs the write scope for the triage bot.",
        "Notion pages are exported nightly to the wiki.",
        "Postman collections live in api/postman/ and are linted in CI.",
        "Okta groups map to roles in the admin app.",
        "New Relic alerts page the on-call after 5 minutes.",
        "age -d -i key.txt decrypts the backup; the key file is in the vault.",
        "sshpass is banned on build hosts; use keys.",
        "htpasswd -c creates the file; never commit it.",
        "ConvertTo-SecureString -AsPlainText is flagged by the linter.",
        "-Djavax.net.ssl.keyStore=/etc/ssl/app.jks points at the keystore.",
        "spring.datasource.url=jdbc:postgresql://db:5432/shop",
        "A senha deve ter pelo menos 12 caracteres.",
        "Het wachtwoord moet elke 90 dagen worden gewijzigd.",
        "Heslo musí mít alespoň 12 znaků.",
        "Salasanan pituus on vähintään 12 merkkiä.",
        "The export URL is https://shopdata.blob.core.windows.net/exports?sv=2022-11-02&ss=b&sp=r; the job signs it.",
        "PublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=",
        "Vault needs 3 of 5 unseal keys after a restart.",
        "The DSN format is user:password@tcp(host:3306)/dbname.",
        "ldapsearch -x -H ldap://ldap.shop.example -b dc=shop lists the entries.",
        "openssl req -new -key server.key -out server.csr creates the request.",
        "zip -r site.zip public/ bundles the static files.",
        "Groq serves the summariser; the key is in GROQ_API_KEY.",
        "The commit a3f9c2e1b7d4 fixed the race in the cart.",
        "Build 20261127.4 passed in 14 minutes.",
        "Ticket SEC-4821 tracks the key rotation.",
        "The ssh host key fingerprint is SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s.",
        "password: ${DB_PASSWORD} in config.yaml is filled from the environment.",
        "Set POSTGRES_PASSWORD_FILE=/run/secrets/pg to read the password from a file.",
        "Feature flag checkout_v2_rollout_pct=25 in the flags service.",
        "The tenant is 4f1c2e3d-9a8b-4c7d-8e6f-0a1b2c3d4e5f in the admin app.",
        "The container image is ghcr.io/shop/api@sha256:"
        "3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b.",
        "Use -p 8080:80 to publish the port when running the container locally.",
        "The test password in fixtures/users.json is 'password', which the validator rejects on purpose.",
        "Rotate the Okta token whenever someone leaves the platform team.",
    ]
    return forms.made, negatives
