"""Round twenty-six's held-out split of the secret corpus (``eval/secrets.py --round-twenty-six``), for a later round.

Written and committed on 2026-11-29, before round twenty-five's misses were printed: tokens of AI and developer
platforms (Hugging Face, Replicate, Groq, Cohere, Mistral, ElevenLabs, Deepgram, Pinecone, Linear, Notion, Postman,
Doppler, Render, Netlify, Fly.io, Terraform Cloud, Grafana service accounts, Cloudflare), passwords set in SQL and on
the command lines of tools that take them (`ALTER USER`, `IDENTIFIED BY`, `htpasswd -b`, `mysqladmin`, `keytool`,
`openssl -passout`, a JDBC URL, `.netrc`), secrets that are no password (a TOTP seed in an `otpauth://` URL, a Vault
unseal key, a BitLocker recovery key, an Ethereum private key, WordPress salts, a Django secret key), and passwords in
prose in Welsh, Maltese, Tagalog and Swahili; look-alikes beside them (public keys, addresses, digests, key ids,
placeholders). Measured with counts only, never tuned on; once a round reads it, it is dev data.
"""

import base64
import string
from typing import Any

ROUND_TWENTY_SIX_SEED = 262626
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"
BASE32 = string.ascii_uppercase + "234567"


def round_twenty_six(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round twenty-six's held-out split, made by
    ``forms`` (``eval/secrets.py``'s ``Forms`` of ``ROUND_TWENTY_SIX_SEED``)."""
    r, add = forms.random, forms.add

    def b64(n: int) -> str:
        return base64.b64encode(r(ALNUM, n).encode()).decode()

    for _ in range(2):
        add("hugging face token", "huggingface-cli login --token {s}", "hf_" + r(ALNUM, 34))
        add("replicate token", "export REPLICATE_API_TOKEN={s}", "r8_" + r(ALNUM, 37))
        add("groq key", 'client = Groq(api_key="{s}")', "gsk_" + r(ALNUM, 52))
        add("cohere key", "CO_API_KEY={s}", r(ALNUM, 40))
        add("mistral key", "MISTRAL_API_KEY: {s}", r(ALNUM, 32))
        add("elevenlabs key", "curl -H 'xi-api-key: {s}' https://api.elevenlabs.io/v1/voices", r(HEX, 32))
        add("deepgram key", "Authorization: Token {s}", r(HEX, 40))
        add("pinecone key", "pc = Pinecone(api_key='{s}')", "pcsk_" + r(ALNUM, 6) + "_" + r(ALNUM, 60))
        add("linear key", "LINEAR_API_KEY={s}", "lin_api_" + r(ALNUM, 40))
        add("notion token", 'notion = Client(auth="{s}")', "ntn_" + r(ALNUM, 46))
        add("postman key", "postman login --with-api-key {s}", "PMAK-" + r(HEX, 24) + "-" + r(HEX, 34))
        add("doppler token", "DOPPLER_TOKEN={s} doppler run -- npm start", "dp.st.prd." + r(ALNUM, 43))
        add("render key", "RENDER_API_KEY={s}", "rnd_" + r(ALNUM, 32))
        add("netlify token", "netlify deploy --prod --auth {s}", "nfp_" + r(ALNUM, 36))
        add("fly token", 'FLY_API_TOKEN="{s}"', "FlyV1 fm2_" + b64(90))
        add(
            "terraform cloud token",
            'credentials "app.terraform.io" {{\n  token = "{s}"\n}}',
            r(ALNUM, 14) + ".atlasv1." + r(ALNUM, 67),
        )
        add("grafana service account token", "GF_TOKEN={s}", "glsa_" + r(ALNUM, 32) + "_" + r(HEX, 8))
        add("cloudflare token", "wrangler secret put with CLOUDFLARE_API_TOKEN={s}", r(URLSAFE, 40))
        add("postgres alter user", "ALTER USER app WITH PASSWORD '{s}';", r(ALNUM, 16))
        add("mysql identified by", "CREATE USER 'report'@'%' IDENTIFIED BY '{s}';", r(ALNUM, 14) + "!")
        add("htpasswd -b", "htpasswd -b /etc/nginx/.htpasswd admin {s}", r(ALNUM, 12))
        add("mysqladmin password", "mysqladmin -u root password {s}", r(ALNUM, 14))
        add("keytool storepass", "keytool -list -keystore app.jks -storepass {s}", r(ALNUM, 12))
        add(
            "openssl passout",
            "openssl pkcs12 -export -in cert.pem -inkey key.pem -out app.p12 -passout pass:{s}",
            r(ALNUM, 12),
        )
        add("jdbc password", "jdbc:sqlserver://db01:1433;databaseName=orders;user=sa;password={s};", r(ALNUM, 14))
        add("netrc", "machine api.acme.io login deploy-bot password {s}", r(ALNUM, 20))
        add("totp seed", "otpauth://totp/Acme:ops@acme.io?secret={s}&issuer=Acme", r(BASE32, 32))
        add("vault unseal key", "Unseal Key 1: {s}", b64(33))
        add(
            "bitlocker recovery key",
            "BitLocker recovery key for LAPTOP-42: {s}",
            "-".join(r(string.digits, 6) for _ in range(8)),
        )
        add("ethereum private key", "DEPLOYER_PRIVATE_KEY=0x{s}", r(HEX, 64))
        add("wordpress salt", "define( 'AUTH_KEY', '{s}' );", r(ALNUM + "!@#$%^&*()-_[]{}<>~+=,.;:/?|", 64))
        add(
            "django secret key",
            "SECRET_KEY = 'django-insecure-{s}'",
            r(string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)", 50),
        )
        add("prose password, Welsh", "cyfrinair y gweinydd yw {s}", r(ALNUM, 10))
        add("prose password, Maltese", "il-password tas-server hija {s}", r(ALNUM, 10))
        add("prose password, Tagalog", "ang password ng server ay {s}", r(ALNUM, 10))
        add("prose password, Swahili", "nenosiri la seva ni {s}", r(ALNUM, 10))
    negatives = [
        "from huggingface_hub import hf_hub_download",
        "export REPLICATE_API_TOKEN=$(op read op://ci/replicate/token)",
        'client = Groq(api_key=os.environ.get("GROQ_API_KEY"))',
        "CO_API_KEY is read from the environment; never commit it.",
        "MISTRAL_MODEL: mistral-large-latest",
        "curl -H 'xi-api-key: $ELEVEN_KEY' https://api.elevenlabs.io/v1/voices",
        "Authorization: Token <DEEPGRAM_API_KEY>",
        "pc = Pinecone(api_key=settings.pinecone_key)",
        "LINEAR_TEAM_ID=ENG",
        'notion = Client(auth=os.environ["NOTION_TOKEN"])',
        "Postman keys start with PMAK-; ask IT for one.",
        "DOPPLER_PROJECT=web DOPPLER_CONFIG=prd doppler run -- npm start",
        "RENDER_SERVICE_ID=srv-abc123",
        "netlify deploy --prod --dir dist",
        "FLY_APP_NAME=acme-api",
        'credentials "app.terraform.io" {\n  token = var.tfc_token\n}',
        "GF_SERVER_ROOT_URL=https://grafana.acme.io",
        "wrangler secret put CLOUDFLARE_API_TOKEN (it prompts for the value)",
        "ALTER USER app WITH PASSWORD NULL;",
        "CREATE USER 'report'@'%' IDENTIFIED WITH auth_socket;",
        "htpasswd -B /etc/nginx/.htpasswd admin (prompts twice)",
        "mysqladmin -u root -p status",
        "keytool -list -keystore app.jks (it asks for the store password)",
        "openssl pkcs12 -export -in cert.pem -inkey key.pem -out app.p12 -passout env:P12_PASS",
        "jdbc:sqlserver://db01:1433;databaseName=orders;integratedSecurity=true;",
        "machine api.acme.io login deploy-bot",
        "Scan the QR code in the app; the otpauth:// URL is never pasted anywhere.",
        "Unseal Key 1 to 5 are held by five people; three unseal the vault.",
        "BitLocker recovery key ID: 4F2A1C3B-9D8E-4A7B-B6C5-1E2F3A4B5C6D",
        "Send the refund to 0x8ba1f109551bD432803012645Ac136ddd64DBA72 (the treasury address, public).",
        "Image digest sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl deploy@ci",
        'integrity="sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC"',
        "define( 'WP_DEBUG', false );",
        "SECRET_KEY = os.environ['DJANGO_SECRET_KEY']",
        "Rhaid i gyfrinair y gweinydd fod yn 12 nod o leiaf.",
        "Il-password trid tkun ta' 12-il karattru.",
        "Kailangan ng password na may 12 titik.",
        "Nenosiri lazima liwe na herufi 12.",
        "commit 3f2c1a9b7e4d5c6f8a0b1c2d3e4f5a6b7c8d9e0f fixed the flaky test",
    ]
    return forms.made, negatives
