"""Round twenty-eight's held-out split of the secret corpus (``eval/secrets.py --round-twenty-eight``), for a later
round.

Written and committed on 2026-11-29, before round twenty-seven's misses and redacted look-alikes were printed:
passwords on command lines (mysql's ``-p``, sshpass, ``PGPASSWORD=``, ``curl --user``, openssl's ``pass:``,
``htpasswd -b``), database connection strings (MongoDB SRV, JDBC's query, SQL Server's ``Password=``, a ``.pgpass``
line), Azure's storage account key and SAS signature, a GCP service account's key id, a Google API key, Twilio's and
Heroku's and Consul's tokens, OpenAI's project key, Anthropic's key, Hugging Face, Linear and Notion tokens, a Slack
webhook, a Telegram bot token, a Stripe restricted key, a Docker ``config.json`` auth, a Kubernetes Secret's data, a
session cookie holding a JWT, HTTP Basic credentials; passwords in prose in Icelandic, Welsh, Basque, Malay, Swahili
and Tagalog, and in a chat line; look-alikes beside them (prompts for a password, variables, public identifiers,
digests, commit hashes, documented examples). Measured with counts only, never tuned on; once a round reads it, it is
dev data.
"""

import base64
import json
import string
import uuid
from typing import Any

ROUND_TWENTY_EIGHT_SEED = 282828
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"
LOWER_ALNUM = string.ascii_lowercase + string.digits


def round_twenty_eight(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round twenty-eight's held-out split, made by
    ``forms`` (``eval/secrets.py``'s ``Forms`` of ``ROUND_TWENTY_EIGHT_SEED``)."""
    r, add = forms.random, forms.add

    def b64(n: int) -> str:
        return base64.b64encode(r(ALNUM, n).encode()).decode()

    def a_uuid() -> str:
        return str(uuid.UUID(r(HEX, 32)))

    for _ in range(2):
        add("mysql -p", "mysql -h db.acme.io -u root -p{s} shop < dump.sql", r(ALNUM, 14))
        add("sshpass", "sshpass -p '{s}' ssh deploy@10.0.3.7", r(ALNUM, 12))
        add("PGPASSWORD", "PGPASSWORD={s} psql -h db.acme.io -U app shop", r(ALNUM, 16))
        add("curl --user", "curl --user admin:{s} https://jenkins.acme.io/api/json", r(ALNUM, 14))
        add("openssl pass", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out cert.p12 -passout pass:{s}",
            r(ALNUM, 12))  # fmt: skip
        add("htpasswd -b", "htpasswd -b -c /etc/nginx/.htpasswd ops {s}", r(ALNUM, 12))
        add("mongodb srv", "MONGO_URI=mongodb+srv://app:{s}@cluster0.x1y2z.mongodb.net/shop", r(ALNUM, 16))
        add("jdbc password", "jdbc:postgresql://db.acme.io:5432/shop?user=app&password={s}&ssl=true", r(ALNUM, 16))
        add("sql server password", "Server=tcp:sql.acme.io,1433;Database=shop;User Id=app;Password={s};",
            r(ALNUM, 16))  # fmt: skip
        add("pgpass line", "db.acme.io:5432:shop:app:{s}", r(ALNUM, 18))
        add(
            "azure storage key",
            "DefaultEndpointsProtocol=https;AccountName=acmestore;AccountKey={s};EndpointSuffix=core.windows.net",
            b64(64),
        )
        add(
            "azure sas signature",
            "https://acmestore.blob.core.windows.net/backups?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31&sig={s}",
            r(ALNUM, 43) + "%3D",
        )
        add("gcp private key id", '"private_key_id": "{s}",', r(HEX, 40))
        add("google api key", "https://maps.googleapis.com/maps/api/geocode/json?address=Bern&key={s}",
            "AIza" + r(URLSAFE, 35))  # fmt: skip
        add("twilio auth token", "TWILIO_AUTH_TOKEN={s}", r(HEX, 32))
        add("heroku api key", "export HEROKU_API_KEY={s}", a_uuid())
        add("consul token", "consul acl token read -token={s} -self", a_uuid())
        add("openai project key", "OPENAI_API_KEY={s}", "sk-proj-" + r(URLSAFE, 120))
        add("anthropic key", "client = anthropic.Anthropic(api_key='{s}')", "sk-ant-api03-" + r(URLSAFE, 93) + "AA")
        add("hugging face token", "huggingface-cli login --token {s}", "hf_" + r(ALNUM, 34))
        add("linear key", "LINEAR_API_KEY={s}", "lin_api_" + r(ALNUM, 40))
        add("notion token", "NOTION_TOKEN={s}", "ntn_" + r(ALNUM, 46))
        add(
            "slack webhook",
            "curl -X POST -d @msg.json {s}",
            "https://hooks.slack.com/services/T" + r("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 8) + "/B"
            + r("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10) + "/" + r(ALNUM, 24),
        )  # fmt: skip
        add("telegram bot token", "TELEGRAM_BOT_TOKEN={s}", r("0123456789", 10) + ":AA" + r(URLSAFE, 33))
        add("stripe restricted key", "stripe.api_key = '{s}'", "rk_live_" + r(ALNUM, 99))
        add(
            "docker config auth",
            '{{"auths": {{"registry.acme.io": {{"auth": "{s}"}}}}}}',
            base64.b64encode(("ci:" + r(ALNUM, 20)).encode()).decode(),
        )
        add("kubernetes secret data", "kind: Secret\ndata:\n  DB_PASSWORD: {s}", b64(18))
        add(
            "session cookie jwt",
            "Cookie: session={s}; Path=/",
            base64.urlsafe_b64encode(json.dumps({"alg": "HS256"}).encode()).decode().rstrip("=")
            + "." + base64.urlsafe_b64encode(json.dumps({"sub": r(LOWER_ALNUM, 8), "adm": True}).encode())
            .decode().rstrip("=") + "." + r(URLSAFE, 43),
        )  # fmt: skip
        add(
            "http basic",
            "Authorization: Basic {s}",
            base64.b64encode(("admin:" + r(ALNUM, 14)).encode()).decode(),
        )
        add("prose password, Icelandic", "lykilorðið á þjóninum er {s}", r(ALNUM, 10))
        add("prose password, Welsh", "cyfrinair y gweinydd yw {s}", r(ALNUM, 10))
        add("prose password, Basque", "zerbitzariaren pasahitza {s} da", r(ALNUM, 10))
        add("prose password, Malay", "kata laluan pelayan ialah {s}", r(ALNUM, 10))
        add("prose password, Swahili", "nenosiri la seva ni {s}", r(ALNUM, 10))
        add("prose password, Tagalog", "ang password ng server ay {s}", r(ALNUM, 10))
        add("chat password", "[09:14] sam: staging admin pw is {s} btw, changing it friday", r(ALNUM, 11))
    negatives = [
        "mysql -h db.acme.io -u root -p shop < dump.sql   (it prompts for the password)",
        "sshpass -f ~/.config/deploy.pw ssh deploy@10.0.3.7",
        "PGPASSWORD=$DB_PASSWORD psql -h db.acme.io -U app shop",
        "curl --user admin https://jenkins.acme.io/api/json   # curl asks for the password",
        "openssl pkcs12 -export -in cert.pem -inkey key.pem -out cert.p12 -passout env:P12_PASS",
        "htpasswd -c /etc/nginx/.htpasswd ops   # prompts twice",
        "MONGO_URI=mongodb+srv://cluster0.x1y2z.mongodb.net/shop?authSource=admin",
        "jdbc:postgresql://db.acme.io:5432/shop?user=app&password=${DB_PASSWORD}&ssl=true",
        "Server=tcp:sql.acme.io,1433;Database=shop;Authentication=Active Directory Default;",
        "The .pgpass format is hostname:port:database:username:password, one per line, mode 0600.",
        "DefaultEndpointsProtocol=https;AccountName=devstoreaccount1;AccountKey=<storage-key>;",
        "https://acmestore.blob.core.windows.net/backups/2026-11-29.tar.gz",
        '"client_email": "ci-runner@acme-prod.iam.gserviceaccount.com",',
        "Google API keys start with AIza; restrict each one to its API and referrer.",
        "TWILIO_ACCOUNT_SID is public enough to put in docs; the auth token is not.",
        "export HEROKU_APP=acme-shop-staging",
        "consul acl token read -self   (uses CONSUL_HTTP_TOKEN from the environment)",
        "OPENAI_API_KEY=${{ secrets.OPENAI_API_KEY }}",
        "client = anthropic.Anthropic()  # reads ANTHROPIC_API_KEY",
        "huggingface-cli login   # paste the token when asked",
        "Linear API keys begin with lin_api_ and belong to one person.",
        "NOTION_DATABASE_ID=1429989fe8ac4effbc8f57f56486db54",
        "Slack incoming webhooks look like https://hooks.slack.com/services/T000/B000/XXXX; keep them in the vault.",
        "The Telegram bot's username is @acme_alerts_bot.",
        "stripe.api_key = os.environ['STRIPE_KEY']",
        '{"auths": {"registry.acme.io": {}}, "credsStore": "desktop"}',
        "kind: Secret\nmetadata:\n  name: db\ntype: Opaque",
        "Cookie: theme=dark; lang=en",
        "Authorization: Basic base64(user:password) is what the legacy API expects.",
        "Request 3f2b8c1e-9d4a-4b7e-a1c2-5e6f7a8b9c0d failed after 30 s.",
        "Fixed in commit 4e1b2c3d5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c.",
        "image: ghcr.io/acme/api@sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        "AWS's documented example key id is AKIAIOSFODNN7EXAMPLE.",
        "Lykilorðið verður að vera minnst 12 stafir.",
        "Rhaid i'r cyfrinair fod yn 12 nod o leiaf.",
        "Pasahitzak gutxienez 12 karaktere izan behar ditu.",
        "Kata laluan mesti sekurang-kurangnya 12 aksara.",
        "Nenosiri lazima liwe na herufi 12 au zaidi.",
        "Dapat may 12 character man lang ang password.",
        "[09:14] sam: staging admin pw is in 1password under 'staging', changing it friday",
    ]
    return forms.made, negatives
