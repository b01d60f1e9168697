"""Round six's split of the secret corpus, held out until it was measured, part of the dev split since.

Written and committed on 2026-11-27 before anything was measured on it, and before any pattern of its round: forms
that no earlier split holds (tokens of providers not named before, webhook URLs that carry their token, connection
strings of JDBC, ODBC and .pgpass, frameworks' signing keys, one-time-password seeds, JWTs, passwords in languages not
used before) and look-alikes a team writes beside them (placeholders, variables, request ids, hashes, URLs whose query
is no secret). Measured once, counts only: 46 of 64 secrets caught (71.9 %), none of the 50 look-alikes redacted.
Round seven's split was written next (``secrets_round_seven.py``), and only then were this split's misses read and
patterns written for them; ``eval/secrets.py`` counts it in the dev split since.
"""

import base64
import string
from typing import Any

ROUND_SIX_SEED = 271127
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
UPPER_DIGITS = string.ascii_uppercase + string.digits


def _jwt(forms: Any) -> tuple[str, str]:
    """A JWT's header and claims (made, not secret on their own), and its signature (what counts as the secret)."""
    r = forms.random
    head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    body = base64.urlsafe_b64encode(('{"role":"service_role","iat":17' + r(string.digits, 8) + "}").encode())
    return head + "." + body.decode().rstrip("=") + ".", r(B64URL, 43)


def round_six(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round six's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_SIX_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("cloudflare api token", "CLOUDFLARE_API_TOKEN={s}", r(B64URL, 40))
        claims, signature = _jwt(forms)
        add("supabase service key", "SUPABASE_SERVICE_ROLE_KEY=" + claims + "{s}", signature)
        claims, signature = _jwt(forms)
        add("jwt in prose", "the admin JWT for staging is " + claims + "{s}, valid a year", signature)
        add("algolia admin key", "ALGOLIA_ADMIN_KEY: {s}", r(HEX, 32))
        add("okta api token", "okta token {s}", "00" + r(B64URL, 40))
        add("terraform cloud token", 'token = "{s}"', r(ALNUM, 14) + ".atlasv1." + r(ALNUM, 67))
        add("databricks token", "DATABRICKS_TOKEN={s}", "dapi" + r(HEX, 32))
        add("pulumi token", "PULUMI_ACCESS_TOKEN={s}", "pul-" + r(HEX, 40))
        add("netlify token", "netlify auth token: {s}", "nfp_" + r(ALNUM, 36))
        add("mapbox secret token", "MAPBOX_SECRET=sk.eyJ1Ijoi{s}", r(ALNUM, 40) + "." + r(B64URL, 22))
        add("square access token", "square prod token {s}", "EAAA" + r(B64URL, 60))
        add(
            "braintree access token",
            "BRAINTREE_TOKEN=access_token$production${s}",
            r(string.ascii_lowercase + string.digits, 16) + "$" + r(HEX, 32),
        )
        add(
            "slack webhook url",
            "alerts go to https://hooks.slack.com/services/{s}",
            "T" + r(UPPER_DIGITS, 8) + "/B" + r(UPPER_DIGITS, 10) + "/" + r(ALNUM, 24),
        )
        add(
            "discord webhook url",
            "DISCORD_WEBHOOK=https://discord.com/api/webhooks/{s}",
            r(string.digits, 18) + "/" + r(B64URL, 68),
        )
        add("jdbc password", "jdbc:postgresql://db:5432/app?user=app&password={s}&ssl=true", r(ALNUM, 16))
        add(
            "odbc connection string",
            "Server=tcp:shop.database.windows.net,1433;Database=shop;User ID=app;Password={s};Encrypt=True;",
            r(ALNUM, 12) + "!" + r(string.digits, 3),
        )
        add("pgpass line", "db.internal:5432:orders:report:{s}", r(ALNUM, 18))
        add("redis-cli -a", "redis-cli -h cache.internal -a {s} ping", r(ALNUM, 20))
        add("laravel app key", "APP_KEY=base64:{s}", base64.b64encode(r(ALNUM, 32).encode()).decode())
        add(
            "django secret key",
            "SECRET_KEY = 'django-insecure-{s}'",
            r(string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50),
        )
        add("rails secret_key_base", "secret_key_base: {s}", r(HEX, 128))
        add("jwt signing secret", "JWT_SECRET={s}", r(ALNUM, 32))
        add("totp seed", "otpauth://totp/shop:ops?secret={s}&issuer=shop", r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32))
        add("api key in a query string", "curl 'https://api.weather.example/v1/now?city=Bern&api_key={s}'", r(HEX, 32))
        add("x-api-key header", "X-API-Key: {s}", r(ALNUM, 40))
        add("session cookie", "Cookie: sessionid={s}; csrftoken=abc", r(string.ascii_lowercase + string.digits, 32))
        add("prose password, Italian", "la password del server di staging è {s}", r(ALNUM, 9) + "7")
        add("prose password, Dutch", "het wachtwoord van de database is {s}", r(ALNUM, 10))
        add("prose password, Polish", "hasło do panelu to {s}", r(ALNUM, 8) + "#1")
        add("wifi password", "the guest wifi password is {s}", r(string.ascii_lowercase, 6) + r(string.digits, 4))
        add("spring datasource password", "spring.datasource.password={s}", r(ALNUM, 14))
        add(
            "pgp private key",
            "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{s}\n-----END PGP PRIVATE KEY BLOCK-----",
            r(ALNUM + "+/", 64),
        )
    negatives = [
        "CLOUDFLARE_API_TOKEN is read from the CI secret store; never commit it.",
        "Set SUPABASE_SERVICE_ROLE_KEY=${SUPABASE_SERVICE_ROLE_KEY} in the compose file.",
        "JWTs expire after 15 minutes; refresh tokens after 30 days.",
        "The Algolia search-only key is public by design; the admin key is not.",
        "Okta tokens are created by an admin under Security > API.",
        'token = "<your Terraform Cloud token>" goes in ~/.terraformrc.',
        "DATABRICKS_TOKEN must be set before running the notebook job.",
        "pulumi login uses PULUMI_ACCESS_TOKEN when it is set.",
        "Netlify builds read the auth token from the site settings.",
        "Mapbox public tokens start with pk.; secret ones with sk.",
        "Square sandbox tokens are for the test environment only.",
        "The Braintree merchant id is shown in the control panel; it is not secret.",
        "Alerts go to the #alerts channel through the Slack webhook in the vault.",
        "DISCORD_WEBHOOK points at the release channel; rotate it if leaked.",
        "jdbc:postgresql://db:5432/app?user=app&ssl=true is the read replica URL.",
        "Server=tcp:shop.database.windows.net,1433;Database=shop;Authentication=Active Directory Default;",
        "The .pgpass file must be mode 0600 or psql ignores it.",
        "redis-cli -h cache.internal -p 6379 ping should answer PONG.",
        "Run php artisan key:generate to set APP_KEY on a new install.",
        "SECRET_KEY comes from the environment in production settings.",
        "secret_key_base is generated by rails credentials:edit.",
        "JWT_SECRET must be at least 32 bytes long.",
        "Scan the otpauth QR code with the authenticator app.",
        "curl 'https://api.weather.example/v1/now?city=Bern&units=metric' returns JSON.",
        "The gateway expects an X-API-Key header on every request.",
        "The session cookie is HttpOnly and SameSite=Lax.",
        "La password deve avere almeno 12 caratteri.",
        "Het wachtwoord wordt elke 90 dagen vervangen.",
        "Hasło musi mieć co najmniej 12 znaków.",
        "The guest wifi is on VLAN 40, isolated from the office network.",
        "spring.datasource.url=jdbc:mysql://db:3306/shop",
        "The release signing key's fingerprint is 4AEE18F83AFDEB23 and it is public.",
        "Request 3f2b9c1e-8d4a-4b7e-9c2d-1a5e6f7b8c9d failed with a 502 at 10:42.",
        "The artifact's sha256 is 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.",
        "Pagination: /v1/orders?page=2&per_page=50&sort=created_at.",
        "The trace id 4bf92f3577b34da6a3ce929d0e0e4736 links the two spans.",
        "Feature flag checkoutRedesignEnabledForBetaUsersInEurope is on for 10 %.",
        'ETag: W/"5e15153d-120f" lets the CDN revalidate.',
        "Use OPENAI_API_KEY=sk-... in .env.example as the placeholder.",
        "Database passwords rotate every 30 days via the vault's database engine.",
        "The webhook secret header is X-Hub-Signature-256; verify it with HMAC.",
        "Connection strings with Integrated Security=true need no password.",
        "Docker image digest sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855 is pinned.",
        "The base64 of 'hello world' is aGVsbG8gd29ybGQ=, a common test vector.",
        "Kafka topic orders.v2.created has 12 partitions.",
        "The CSRF token is rendered into each form by the template.",
        "Grafana dashboard uid checkout-latency-p95 is the one to watch.",
        "API keys are hashed with argon2 before they are stored.",
        "Use `openssl rand -hex 32` to make a new signing secret.",
        "The TOTP window is 30 seconds with one step of drift allowed.",
    ]
    return forms.made, negatives
