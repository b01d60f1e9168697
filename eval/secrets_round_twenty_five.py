"""Round twenty-five's held-out split of the secret corpus (``eval/secrets.py --round-twenty-five``), for a later
round.

Written and committed on 2026-11-28, after round twenty-three was read and before round twenty-four's misses were
printed: Asana, Zendesk, Intercom, Airtable, Sanity, Mux, Lob, EasyPost, Shippo, Coinbase Commerce and Trello tokens,
Pusher's secret in client code, Alchemy's and Infura's keys in their URLs' paths, OpenWeather's `appid`, a Salesforce
security token, a WordPress application password, an SMTP URL with an encoded user, FileZilla's base64 password, a
Docker config's `auth`, an rclone remote's key, an OpenVPN `auth-user-pass` file, Windows' unattend.xml,
cloud-init's `chpasswd`, MongoDB's `changeUserPassword`, Redis Sentinel's `auth-pass`, HAProxy's `stats auth`,
Grafana's `secureJsonData`; a master password on a sticky note; and passwords in prose in Lingala and Guarani;
look-alikes beside them. Measured with counts only, never tuned on; once a round reads it, it is dev data.
"""

import base64
import string
from typing import Any

ROUND_TWENTY_FIVE_SEED = 252525
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"
LOWER = string.ascii_lowercase


def round_twenty_five(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round twenty-five's held-out split, made by
    ``forms`` (``eval/secrets.py``'s ``Forms`` of ``ROUND_TWENTY_FIVE_SEED``)."""
    r, add = forms.random, forms.add

    def uuid() -> str:
        return "-".join(r(HEX, n) for n in (8, 4, 4, 4, 12))

    def b64(n: int) -> str:
        return base64.b64encode(r(ALNUM, n).encode()).decode()

    for _ in range(2):
        add(
            "asana token",
            "ASANA_ACCESS_TOKEN={s}",
            "2/" + r(string.digits, 16) + "/" + r(string.digits, 16) + ":" + r(HEX, 32),
        )
        add(
            "zendesk token",
            "curl -u agent@acme.io/token:{s} https://acme.zendesk.com/api/v2/tickets.json",
            r(ALNUM, 40),
        )
        add("intercom token", "INTERCOM_ACCESS_TOKEN={s}", "dG9rOj" + r(ALNUM, 54) + "=")
        add("airtable pat", "airtable = Api('{s}')", "pat" + r(ALNUM, 14) + "." + r(HEX, 64))
        add("sanity token", "SANITY_API_TOKEN={s}", "sk" + r(ALNUM, 80))
        add("mux secret", "MUX_TOKEN_SECRET={s}", r(ALNUM + "+/", 75))
        add("lob key", "LOB_API_KEY={s}", "live_" + r(HEX, 35))
        add("easypost key", "client = easypost.EasyPostClient('{s}')", "EZAK" + r(HEX, 54))
        add("shippo token", "Authorization: ShippoToken {s}", "shippo_live_" + r(HEX, 40))
        add("coinbase commerce key", "X-CC-Api-Key: {s}", uuid())
        add(
            "trello token",
            "https://api.trello.com/1/members/me/boards?key=" + r(HEX, 32) + "&token={s}",
            r(HEX, 64),
        )
        add(
            "pusher secret",
            "new Pusher({{ appId: '1234567', key: '" + r(HEX, 20) + "', secret: '{s}', cluster: 'eu' }})",
            r(HEX, 20),
        )
        add("alchemy key", "const rpc = 'https://eth-mainnet.g.alchemy.com/v2/{s}'", r(ALNUM, 32))
        add("infura key", "WEB3_PROVIDER=https://mainnet.infura.io/v3/{s}", r(HEX, 32))
        add(
            "openweather key",
            "curl 'https://api.openweathermap.org/data/2.5/weather?q=Paris&appid={s}'",
            r(HEX, 32),
        )
        add("salesforce security token", "SF_SECURITY_TOKEN={s}", r(ALNUM, 25))
        add(
            "wordpress application password",
            "WP application password for the deploy bot: {s}",
            " ".join(r(ALNUM, 4) for _ in range(6)),
        )
        add("smtp url", "EMAIL_URL=smtp://alerts%40acme.io:{s}@smtp.acme.io:587", r(ALNUM, 16))
        add("filezilla password", '<Pass encoding="base64">{s}</Pass>', b64(12))
        add("docker auth", '{{"auths": {{"registry.acme.io": {{"auth": "{s}"}}}}}}', b64(24))
        add("rclone key", "[b2]\ntype = b2\naccount = 0012ab34cd56\nkey = {s}", r(ALNUM, 31))
        add("openvpn auth file", "auth.txt for openvpn (auth-user-pass):\nvpnuser\n{s}", r(ALNUM, 14))
        add(
            "unattend password",
            "<AdministratorPassword><Value>{s}</Value><PlainText>true</PlainText></AdministratorPassword>",
            r(ALNUM, 14),
        )
        add("cloud-init chpasswd", "chpasswd:\n  list: |\n    ubuntu:{s}\n  expire: false", r(ALNUM, 14))
        add("mongodb change password", "db.changeUserPassword('app', '{s}')", r(ALNUM, 16))
        add("sentinel auth-pass", "sentinel auth-pass mymaster {s}", r(ALNUM, 20))
        add("haproxy stats auth", "listen stats\n  bind :8404\n  stats auth admin:{s}", r(ALNUM, 14))
        add(
            "grafana secure json",
            "datasources:\n  - name: prod-db\n    secureJsonData:\n      password: {s}",
            r(ALNUM, 16),
        )
        add("sticky note password", "the vault's master password is on a sticky note under the desk: {s}", r(ALNUM, 12))
        add("prose password, Lingala", "mot ya kobombama ya serveur ezali {s}", r(ALNUM, 10))
        add("prose password, Guarani", "pe ñe'ẽñemi servidor-pegua ha'e {s}", r(ALNUM, 10))
    negatives = [
        "ASANA_WORKSPACE_ID=1200000000000001",
        "curl -u agent@acme.io/token:$ZENDESK_TOKEN https://acme.zendesk.com/api/v2/tickets.json",
        "INTERCOM_APP_ID=abc123de",
        "airtable = Api(os.environ['AIRTABLE_TOKEN'])",
        "SANITY_PROJECT_ID=q1w2e3r4",
        "MUX_TOKEN_ID is safe to log; the secret is not.",
        "LOB_API_KEY=${LOB_KEY}",
        "client = easypost.EasyPostClient(os.getenv('EASYPOST_API_KEY'))",
        "Authorization: ShippoToken <your token>",
        "X-CC-Version: 2018-03-22",
        "https://api.trello.com/1/members/me/boards?key=$TRELLO_KEY&token=$TRELLO_TOKEN",
        "new Pusher({ appId: process.env.PUSHER_APP_ID, cluster: 'eu' })",
        "const rpc = process.env.ALCHEMY_URL",
        "WEB3_PROVIDER=https://mainnet.infura.io/v3/${INFURA_PROJECT_ID}",
        "curl 'https://api.openweathermap.org/data/2.5/weather?q=Paris&units=metric'",
        "SF_LOGIN_URL=https://login.salesforce.com",
        "WP application passwords are created per bot under Users > Profile.",
        "EMAIL_URL=smtp://smtp.acme.io:587",
        '<Pass encoding="base64" />',
        '{"auths": {"registry.acme.io": {}}, "credsStore": "desktop"}',
        "[b2]\ntype = b2\naccount = 0012ab34cd56\nkey = (from the vault)",
        "auth.txt for openvpn holds the user on line one and the password on line two; it is never committed.",
        "<AdministratorPassword><PlainText>false</PlainText></AdministratorPassword>",
        "chpasswd:\n  expire: true",
        "db.changeUserPassword('app', passwordPrompt())",
        "sentinel monitor mymaster 10.0.0.5 6379 2",
        "listen stats\n  bind :8404\n  stats uri /stats",
        "datasources:\n  - name: prod-db\n    secureJsonData:\n      password: $__env{PROD_DB_PASSWORD}",
        "Never keep the master password on a sticky note.",
        "Mot ya kobombama esengeli kozala na bilembo 12.",
        "Ñe'ẽñemi oguerekova'erã 12 tai.",
        "Asana tasks for the release are in the Launch project.",
        "Zendesk macros answer the refund questions.",
        "Airtable holds the event guest list.",
        "Sanity is our headless CMS for the marketing site.",
        "Trello boards were archived after the move to Jira.",
        "Pusher channels carry the live order updates.",
        "Infura is the fallback RPC provider.",
        "HAProxy's stats page is only reachable from the VPN.",
        "Grafana reads the prod database through a read-only user.",
    ]
    return forms.made, negatives
