"""Round twenty-three's held-out split of the secret corpus (``eval/secrets.py --round-twenty-three``), for a later
round.

Written and committed on 2026-11-28, after round twenty-one was read and before round twenty-two's misses were
printed: Vercel, Netlify, Supabase (a service-role JWT), Clerk, Postmark, Mailgun, Algolia, Mapbox, Shopify, Square,
Plaid, Heroku, Discord, Telegram, Twilio, SendGrid, npm, PyPI, RubyGems, crates.io, JFrog, SonarQube, Snyk, GitLab
runner and Vault tokens in the places they are pasted (.npmrc, .pypirc, ~/.gem/credentials, a bot URL, a header,
curl -u), PostgreSQL, Redis and AMQP URLs with a password, chat shorthand ("prod db pw rotated -> X"), and passwords
in prose in Maltese and Luxembourgish; look-alikes beside them. Measured with counts only, never tuned on; once a
round reads it, it is dev data.
"""

import base64
import string
from typing import Any

ROUND_TWENTY_THREE_SEED = 232323
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"


def round_twenty_three(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round twenty-three's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_TWENTY_THREE_SEED``)."""
    r, add = forms.random, forms.add

    def uuid() -> str:
        return "-".join(r(HEX, n) for n in (8, 4, 4, 4, 12))

    def jwt() -> str:
        header = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
        return header + "." + r(URLSAFE, 120) + "." + r(URLSAFE, 43)

    for _ in range(2):
        add("vercel token", "vercel deploy --prod --token {s}", r(ALNUM, 24))
        add("netlify token", "NETLIFY_AUTH_TOKEN={s}", "nfp_" + r(ALNUM, 40))
        add("supabase service role", "SUPABASE_SERVICE_ROLE_KEY={s}", jwt())
        add("clerk secret", "CLERK_SECRET_KEY={s}", "sk_live_" + r(ALNUM, 40))
        add("postmark token", "curl -H 'X-Postmark-Server-Token: {s}' https://api.postmarkapp.com/email", uuid())
        add("mailgun key", "curl -s --user 'api:{s}' https://api.mailgun.net/v3/acme.io/messages", "key-" + r(HEX, 32))
        add("algolia admin key", "ALGOLIA_ADMIN_KEY={s}", r(HEX, 32))
        add(
            "mapbox secret",
            "MAPBOX_SECRET_TOKEN={s}",
            "sk.eyJ1IjoiYWNtZSIsImEiOiJ" + r(URLSAFE, 40) + "." + r(URLSAFE, 22),
        )
        add("shopify token", "X-Shopify-Access-Token: {s}", "shpat_" + r(HEX, 32))
        add("square token", "SQUARE_ACCESS_TOKEN={s}", "EAAA" + r(URLSAFE, 60))
        add("plaid secret", "PLAID_SECRET={s}", r(HEX, 30))
        add("heroku key", "heroku auth:token prints {s}", uuid())
        add(
            "discord bot token",
            "client.run('{s}')",
            base64.b64encode(r(string.digits, 18).encode()).decode().rstrip("=")
            + "."
            + r(URLSAFE, 6)
            + "."
            + r(URLSAFE, 38),
        )
        add(
            "telegram bot token",
            "curl https://api.telegram.org/bot{s}/sendMessage -d chat_id=42 -d text=hi",
            r(string.digits, 10) + ":AA" + r(URLSAFE, 33),
        )
        add("twilio auth token", "TWILIO_AUTH_TOKEN={s}", r(HEX, 32))
        add("sendgrid key", "sg.api_key = '{s}'", "SG." + r(URLSAFE, 22) + "." + r(URLSAFE, 43))
        add("npm token", "//registry.npmjs.org/:_authToken={s}", "npm_" + r(ALNUM, 36))
        add("pypi token", "[pypi]\nusername = __token__\npassword = {s}", "pypi-AgEIcHlwaS5vcmc" + r(URLSAFE, 60))
        add("rubygems key", "---\n:rubygems_api_key: {s}", "rubygems_" + r(HEX, 48))
        add("crates token", "cargo login {s}", "cio" + r(ALNUM, 32))
        add("jfrog key", "ARTIFACTORY_API_KEY={s}", "AKCp" + r(ALNUM, 69))
        add("sonar token", "sonar-scanner -Dsonar.token={s}", "squ_" + r(HEX, 40))
        add("snyk token", "snyk auth {s}", uuid())
        add(
            "gitlab runner token",
            "gitlab-runner register --url https://gitlab.acme.io --token {s}",
            "glrt-" + r(URLSAFE, 20),
        )
        add("vault token", "export VAULT_TOKEN={s}", "hvs." + r(URLSAFE, 24))
        add("postgres uri", "psql 'postgresql://app:{s}@db.acme.io:5432/shop'", r(ALNUM, 16))
        add("redis url", "REDIS_URL=rediss://:{s}@cache.acme.io:6380/0", r(ALNUM, 24))
        add("amqp url", "amqps://app:{s}@mq.acme.io/%2f", r(ALNUM, 16))
        add("chat rotated", "fyi prod db pw rotated -> {s}", r(ALNUM, 14))
        add("prose password, Maltese", "il-password tas-server hija {s}", r(ALNUM, 10))
        add("prose password, Luxembourgish", "d'Passwuert vum Server ass {s}", r(ALNUM, 10))
    negatives = [
        "vercel deploy --prod (the token comes from VERCEL_TOKEN in CI)",
        "NETLIFY_SITE_ID=shop-prod",
        "SUPABASE_URL=https://acme.supabase.co",
        "CLERK_PUBLISHABLE_KEY is safe to ship to the browser.",
        'curl -H "X-Postmark-Server-Token: $POSTMARK_TOKEN" https://api.postmarkapp.com/email',
        'curl -s --user "api:$MAILGUN_KEY" https://api.mailgun.net/v3/acme.io/messages',
        "ALGOLIA_APP_ID=ACME42",
        "MAPBOX_STYLE=mapbox://styles/acme/streets",
        "X-Shopify-Shop-Domain: acme.myshopify.com",
        "SQUARE_ENVIRONMENT=sandbox",
        "PLAID_ENV=sandbox",
        "heroku auth:token prints the token; never paste it in tickets.",
        "client.run(os.environ['DISCORD_TOKEN'])",
        "curl https://api.telegram.org/bot$TG_TOKEN/sendMessage -d chat_id=42 -d text=hi",
        "TWILIO_ACCOUNT_SID is in the vault next to the auth token.",
        "sg.api_key = os.environ['SENDGRID_API_KEY']",
        "//registry.npmjs.org/:_authToken=${NPM_TOKEN}",
        "[pypi]\nusername = __token__\npassword = <your token>",
        "---\n:rubygems_api_key: (set by gem signin)",
        "cargo login (reads the token from stdin)",
        "ARTIFACTORY_URL=https://acme.jfrog.io",
        "sonar-scanner -Dsonar.projectKey=shop",
        "snyk auth (opens the browser)",
        "gitlab-runner register --url https://gitlab.acme.io (asks for the token)",
        "export VAULT_ADDR=https://vault.acme.io",
        "psql 'postgresql://app@db.acme.io:5432/shop' (password from ~/.pgpass)",
        "REDIS_URL=rediss://cache.acme.io:6380/0",
        "amqps://mq.acme.io/%2f",
        "fyi prod db pw rotated, new one in the vault",
        "Il-password trid ikollha mill-inqas 12-il karattru.",
        "D'Passwuert muss mindestens 12 Zeechen hunn.",
        "The Vercel project is called shop-web.",
        "Netlify builds the docs site on every merge.",
        "Supabase row-level security is on for every table.",
        "Shopify webhooks are verified with their HMAC header.",
        "The Telegram bot only answers in the ops group.",
        "Twilio sends the 2FA SMS for staff accounts.",
        "PyPI releases are published by the release workflow.",
        "The Snyk scan runs nightly on main.",
        "Redis holds sessions for 24 hours.",
    ]
    return forms.made, negatives + READ_LOOKALIKES


# Written beside round twenty-three's rules, once its misses were read (2026-11-28): ids beside a token's name, a
# bot's name before a number, an environment variable as curl's password.
READ_LOOKALIKES = [
    "token id 426b4b0e-6f52-4a9d-8621-05c659ecb925 belongs to the CI user; the token itself is in the vault.",
    "trace 426b4b0e-6f52-4a9d-8621-05c659ecb925: the API key was missing from the request.",
    "The api key name is 5f0c2a4e-1b7d-4c3e-9a8f-2d6b1e0c7a93 in the console, not its value.",
    'curl -s --user "api:${MAILGUN_KEY}" https://api.mailgun.net/v3/acme.io/events',
    "Our Telegram bot is https://t.me/acme_ops_bot; its token is in the vault.",
    "Ask @acme_bot2599 for the build status.",
]
