"""Round twenty-four's held-out split of the secret corpus (``eval/secrets.py --round-twenty-four``), for a later
round.

Written and committed on 2026-11-28, before round twenty-three's misses were printed: a 1Password service account
token, PostHog, HubSpot, Razorpay, Brevo, Dynatrace, Typeform, Deno Deploy and Shopify app secrets, a Meta Graph API
access token in a URL, a Bitwarden session, an InfluxDB token; Grafana, MinIO, Keycloak, Elastic and Snowflake
passwords in their environment variables, `keytool -keypass`, `clickhouse-client --password`, a CouchDB URL, a JDBC
URL's `password=`, Windows' `net use` with its password, Ansible's become password, a wallet's seed phrase; a Wi-Fi
key, a LUKS passphrase and an old password in prose; and passwords in prose in Sesotho, Shona, Turkmen and Hmong;
look-alikes beside them. Measured with counts only, never tuned on; once a round reads it, it is dev data.
"""

import base64
import string
from typing import Any

ROUND_TWENTY_FOUR_SEED = 242424
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"
UPPER_ALNUM = string.ascii_uppercase + string.digits
# Words of the BIP-39 English list: a wallet's seed phrase is twelve of them.
SEED_WORDS = (
    "abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve "
    "acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult "
    "advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album "
    "alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among amount"
).split()


def round_twenty_four(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round twenty-four's held-out split, made by
    ``forms`` (``eval/secrets.py``'s ``Forms`` of ``ROUND_TWENTY_FOUR_SEED``)."""
    r, add = forms.random, forms.add

    def uuid() -> str:
        return "-".join(r(HEX, n) for n in (8, 4, 4, 4, 12))

    def b64(n: int) -> str:
        return base64.b64encode(r(ALNUM, n).encode()).decode()

    def phrase() -> str:
        picks = r("0123456789", 24)
        return " ".join(SEED_WORDS[int(picks[i : i + 2]) % len(SEED_WORDS)] for i in range(0, 24, 2))

    for _ in range(2):
        add("1password service account", "OP_SERVICE_ACCOUNT_TOKEN={s}", "ops_eyJ" + r(URLSAFE, 180))
        add("posthog personal key", "POSTHOG_PERSONAL_API_KEY={s}", "phx_" + r(ALNUM, 43))
        add(
            "hubspot private app",
            "curl -H 'Authorization: Bearer {s}' https://api.hubapi.com/crm/v3/objects",
            "pat-na1-" + uuid(),
        )
        add(
            "razorpay key secret",
            'client = razorpay.Client(auth=("rzp_live_' + r(ALNUM, 14) + '", "{s}"))',
            r(ALNUM, 24),
        )
        add("brevo key", "api-key: {s}", "xkeysib-" + r(HEX, 64) + "-" + r(ALNUM, 16))
        add(
            "dynatrace token", "Authorization: Api-Token {s}", "dt0c01." + r(UPPER_ALNUM, 24) + "." + r(UPPER_ALNUM, 64)
        )
        add("typeform token", "TYPEFORM_TOKEN={s}", "tfp_" + r(ALNUM, 44) + "_" + r(ALNUM, 14))
        add("deno deploy token", "deployctl deploy --token={s} main.ts", "ddp_" + r(ALNUM, 36))
        add("shopify app secret", "SHOPIFY_API_SECRET={s}", "shpss_" + r(HEX, 32))
        add(
            "meta access token",
            "https://graph.facebook.com/v19.0/me/accounts?access_token={s}",
            "EAAC" + r(ALNUM, 150),
        )
        add("bitwarden session", 'export BW_SESSION="{s}"', b64(66))
        add("influxdb token", "influx config create --config-name prod --token {s} --org acme", b64(64))
        add("grafana admin password", "GF_SECURITY_ADMIN_PASSWORD={s}", r(ALNUM, 14))
        add("minio root password", "environment:\n  MINIO_ROOT_USER: admin\n  MINIO_ROOT_PASSWORD: {s}", r(ALNUM, 20))
        add(
            "keycloak admin password",
            "docker run -e KEYCLOAK_ADMIN=admin -e KEYCLOAK_ADMIN_PASSWORD={s} quay.io/keycloak/keycloak",
            r(ALNUM, 12),
        )
        add("elastic password", "ELASTIC_PASSWORD={s}", r(ALNUM, 20))
        add("snowflake password", "export SNOWSQL_PWD={s}", r(ALNUM, 16))
        add("keytool keypass", "keytool -genkeypair -alias app -keystore app.jks -keypass {s}", r(ALNUM, 14))
        add("clickhouse password", "clickhouse-client --host ch.acme.io --user admin --password {s}", r(ALNUM, 16))
        add("couchdb url", "COUCHDB_URL=http://admin:{s}@couch.acme.io:5984", r(ALNUM, 16))
        add("jdbc password", "jdbc:sqlserver://db.acme.io:1433;databaseName=shop;user=app;password={s};", r(ALNUM, 16))
        add("net use password", r"net use Z: \\files.acme.local\share {s} /user:ACME\svc-backup", r(ALNUM, 14))
        add(
            "ansible become password",
            "[web]\nweb1.acme.io ansible_user=deploy ansible_become_password={s}",
            r(ALNUM, 14),
        )
        add("seed phrase", "wallet seed phrase (keep offline!): {s}", phrase())
        add("wifi key in prose", "the wifi at the offsite is AcmeGuest, key {s}", r(ALNUM, 12))
        add("luks passphrase", "LUKS passphrase for the backup disk: {s}", r(ALNUM, 16))
        add("old password in prose", "my old password was {s} but I changed it last week", r(ALNUM, 11))
        add("prose password, Sesotho", "phasewete ya seva ke {s}", r(ALNUM, 10))
        add("prose password, Shona", "pasiwedhi yeseva ndeye {s}", r(ALNUM, 10))
        add("prose password, Turkmen", "serweriň paroly {s}", r(ALNUM, 10))
        add("prose password, Hmong", "tus password rau server yog {s}", r(ALNUM, 10))
    negatives = [
        "OP_SERVICE_ACCOUNT_TOKEN comes from the 1Password vault in CI.",
        "POSTHOG_HOST=https://eu.posthog.com",
        'curl -H "Authorization: Bearer $HUBSPOT_TOKEN" https://api.hubapi.com/crm/v3/objects',
        'client = razorpay.Client(auth=(os.environ["RZP_KEY_ID"], os.environ["RZP_KEY_SECRET"]))',
        "api-key: ${BREVO_API_KEY}",
        "Authorization: Api-Token <your token>",
        "TYPEFORM_FORM_ID=onboarding-survey",
        "deployctl deploy --project=shop main.ts",
        "SHOPIFY_API_KEY is the public one; the secret stays in the vault.",
        "https://graph.facebook.com/v19.0/me/accounts?fields=name,id",
        'export BW_SESSION="$(bw unlock --raw)"',
        "influx config create --config-name prod --host-url https://influx.acme.io --org acme",
        "GF_SECURITY_ADMIN_USER=admin",
        "environment:\n  MINIO_ROOT_USER: admin\n  MINIO_ROOT_PASSWORD: ${MINIO_ROOT_PASSWORD}",
        "docker run -e KEYCLOAK_ADMIN=admin -e KEYCLOAK_ADMIN_PASSWORD quay.io/keycloak/keycloak",
        "ELASTIC_PASSWORD is set by the setup container at first start.",
        "export SNOWSQL_ACCOUNT=acme-eu",
        "keytool -list -keystore app.jks (asks for the store password)",
        "clickhouse-client --host ch.acme.io --user admin --ask-password",
        "COUCHDB_URL=http://couch.acme.io:5984",
        "jdbc:sqlserver://db.acme.io:1433;databaseName=shop;integratedSecurity=true;",
        r"net use Z: \\files.acme.local\share /user:ACME\svc-backup (prompts for the password)",
        "[web]\nweb1.acme.io ansible_user=deploy ansible_become=true",
        "Never type a wallet seed phrase into a website or a chat.",
        "The wifi at the offsite is AcmeGuest; the key is on the whiteboard.",
        "The LUKS passphrase for the backup disk is in the safe, not in the wiki.",
        "My old password expired last week, so I changed it.",
        "Phasewete e tlameha ho ba le litlhaku tse 12.",
        "Pasiwedhi inofanira kuva nemavara gumi nemaviri.",
        "Serweriň paroly azyndan 12 nyşandan ybarat bolmaly.",
        "Tus password yuav tsum muaj 12 tus ntawv.",
        "PostHog session replay is off for the admin pages.",
        "HubSpot syncs the CRM contacts every hour.",
        "Razorpay refunds take five to seven days.",
        "Dynatrace alerts page the on-call in OpsGenie.",
        "Grafana dashboards live in the monitoring repo as JSON.",
        "MinIO holds the test artefacts for 30 days.",
        "Keycloak realms map to our tenants one to one.",
        "Snowflake warehouses suspend after 5 idle minutes.",
        "ClickHouse keeps the raw events for 90 days.",
    ]
    return forms.made, negatives + READ_LOOKALIKES


# Written beside round twenty-four's rules, once its misses were read (2026-11-28): prose about seed phrases and Wi-Fi
# keys, and the new words for a password in sentences without one.
READ_LOOKALIKES = [
    "The recovery phrase is twelve words that restore the wallet; write them on paper and keep them offline.",
    "seed words: twelve random english words picked from a fixed list of two thousand and forty eight",
    "The guest wifi password is documented in Confluence under Office.",
    "Wi-Fi key rotates every Monday; ask reception for the new one.",
    "Phasewete ya hao e be le ditlhaku tse 12.",
    "Pasiwedhi yako inofanira kuchinjwa mwedzi wega wega.",
]
