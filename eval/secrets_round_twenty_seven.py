"""Round twenty-seven's held-out split of the secret corpus (``eval/secrets.py --round-twenty-seven``), for a later
round.

Written and committed on 2026-11-29, before round twenty-six's misses and redacted look-alikes were printed: tokens of
hosting and developer services (Vercel, Supabase, PlanetScale, Resend, Sentry, Atlassian, Okta, DigitalOcean,
Bitbucket, Docker Hub, Shopify, Figma, Tailscale), an age secret key, a PuTTY private key, a WireGuard preshared key,
an `.npmrc` `_password`, a pip index URL with its password, Gradle's signing password, a `.git-credentials` line,
Terraform's `TF_VAR_` password, SMTP's `AUTH PLAIN`, Flask's `secret_key`, a Redis URL with an empty user; and
passwords in prose in Luxembourgish, Occitan, Catalan and Nepali; look-alikes beside them (public keys, placeholders,
variables, prefixes named in docs). Measured with counts only, never tuned on; once a round reads it, it is dev data.
"""

import base64
import string
from typing import Any

ROUND_TWENTY_SEVEN_SEED = 272727
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"
BASE32 = string.ascii_uppercase + "234567"
LOWER = string.ascii_lowercase


def round_twenty_seven(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round twenty-seven's held-out split, made by
    ``forms`` (``eval/secrets.py``'s ``Forms`` of ``ROUND_TWENTY_SEVEN_SEED``)."""
    r, add = forms.random, forms.add

    def b64(n: int) -> str:
        return base64.b64encode(r(ALNUM, n).encode()).decode()

    for _ in range(2):
        add("vercel token", "vercel deploy --prod --token {s}", r(ALNUM, 24))
        add("supabase access token", "SUPABASE_ACCESS_TOKEN={s}", "sbp_" + r(HEX, 40))
        add("planetscale token", "pscale auth login --service-token {s}", "pscale_tkn_" + r(URLSAFE, 43))
        add("planetscale password", "DATABASE_PASSWORD={s}", "pscale_pw_" + r(URLSAFE, 43))
        add("resend key", "const resend = new Resend('{s}');", "re_" + r(ALNUM, 8) + "_" + r(ALNUM, 24))
        add("sentry auth token", "SENTRY_AUTH_TOKEN={s}", "sntrys_" + b64(60))
        add(
            "atlassian token",
            "curl -u bot@acme.io:{s} https://acme.atlassian.net/rest/api/3/myself",
            "ATATT3xFfGF0" + r(URLSAFE, 180),
        )
        add("okta token", "Authorization: SSWS {s}", "00" + r(URLSAFE, 40))
        add("digitalocean token", "doctl auth init --access-token {s}", "dop_v1_" + r(HEX, 64))
        add("bitbucket app password", "git clone https://ci-bot:{s}@bitbucket.org/acme/api.git", "ATBB" + r(ALNUM, 32))
        add("docker hub pat", "echo {s} | docker login -u acmeci --password-stdin", "dckr_pat_" + r(URLSAFE, 27))
        add("shopify token", "X-Shopify-Access-Token: {s}", "shpat_" + r(HEX, 32))
        add("figma token", "FIGMA_TOKEN={s}", "figd_" + r(URLSAFE, 40))
        add("tailscale auth key", "tailscale up --authkey={s}", "tskey-auth-" + r(ALNUM, 12) + "-" + r(ALNUM, 30))
        add(
            "age secret key",
            "# created: 2026-11-29\n# public key: age1" + r(LOWER, 58) + "\n{s}",
            "AGE-SECRET-KEY-1" + r(BASE32, 58),
        )
        add(
            "putty private key",
            "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy\nPrivate-Lines: 1\n{s}\n"
            "Private-MAC: " + r(HEX, 64),
            b64(30),
        )
        add("wireguard preshared key", "[Peer]\nPublicKey = " + b64(30) + "\nPresharedKey = {s}", b64(30))
        add("npmrc password", "//npm.acme.io/:_password={s}", b64(18))
        add("pip index url", "index-url = https://deploy:{s}@pypi.acme.io/simple", r(ALNUM, 18))
        add("gradle signing password", "signing.password={s}", r(ALNUM, 16))
        add("git credentials", "https://svc-build:{s}@git.acme.io", r(ALNUM, 20))
        add("terraform var password", "export TF_VAR_db_password={s}", r(ALNUM, 16))
        add(
            "smtp auth plain",
            "C: AUTH PLAIN {s}\nS: 235 2.7.0 Authentication successful",
            base64.b64encode(b"\0alerts\0" + r(ALNUM, 14).encode()).decode(),
        )
        add("flask secret key", "app.secret_key = b'{s}'", r(HEX, 48))
        add("redis url", "REDIS_URL=rediss://:{s}@cache.acme.io:6380/0", r(ALNUM, 24))
        add("prose password, Luxembourgish", "d'Passwuert vum Server ass {s}", r(ALNUM, 10))
        add("prose password, Occitan", "lo senhal del servidor es {s}", r(ALNUM, 10))
        add("prose password, Catalan", "la contrasenya del servidor és {s}", r(ALNUM, 10))
        add("prose password, Nepali", "सर्भरको पासवर्ड {s} हो", r(ALNUM, 10))
    negatives = [
        "vercel deploy --prod --token $VERCEL_TOKEN",
        "Supabase personal access tokens start with sbp_ and are made under Account > Tokens.",
        "pscale auth login opens a browser; service tokens are for CI only.",
        "DATABASE_PASSWORD=${{ secrets.PSCALE_PASSWORD }}",
        "const resend = new Resend(process.env.RESEND_API_KEY);",
        "SENTRY_ORG=acme SENTRY_PROJECT=web",
        "curl -u bot@acme.io:$JIRA_TOKEN https://acme.atlassian.net/rest/api/3/myself",
        "Authorization: SSWS ${OKTA_API_TOKEN}",
        "doctl auth init (it prompts for the token)",
        "git clone git@bitbucket.org:acme/api.git",
        "docker login -u acmeci --password-stdin < token.txt",
        "X-Shopify-Shop-Domain: acme.myshopify.com",
        "FIGMA_FILE_KEY=AbC123xyz",
        "tailscale up --authkey=file:/etc/tailscale/authkey",
        "# public key: age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p",
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: aes256-cbc\nComment: deploy\nPublic-Lines: 2",
        "[Peer]\nPublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=\nAllowedIPs = 10.0.0.0/24",
        "//npm.acme.io/:_authToken=${NPM_TOKEN}",
        "index-url = https://pypi.acme.io/simple",
        "signing.password=${env.SIGNING_PASSWORD}",
        "git config --global credential.helper store",
        "export TF_VAR_db_password=$(vault kv get -field=password secret/db)",
        "C: AUTH PLAIN\nS: 334",
        "app.secret_key = os.environ['FLASK_SECRET_KEY']",
        "REDIS_URL=rediss://cache.acme.io:6380/0",
        "D'Passwuert muss op d'mannst 12 Zeechen hunn.",
        "Lo senhal deu aver 12 caractèrs al mens.",
        "La contrasenya ha de tenir 12 caràcters com a mínim.",
        "पासवर्ड कम्तीमा १२ अक्षरको हुनुपर्छ।",
        "The age public key age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p is safe to share.",
        "dop_v1_ tokens expire after 90 days unless set otherwise.",
        "Figma tokens (figd_...) are per user; ask for a team one.",
        "tskey-auth- keys are single use by default.",
        "Shopify Admin API tokens begin with shpat_ and are shown once.",
        "The Okta org URL is https://acme.okta.com.",
        "Resend's sandbox sends only to your own address.",
        "Sentry DSN: https://public@o123.ingest.sentry.io/456 (the DSN's key is public)",
        "Bitbucket app passwords were replaced by API tokens in 2025.",
        "Gradle signing uses the key in ~/.gnupg; the passphrase comes from the CI secret.",
        "Set FLASK_SECRET_KEY in the environment, never in code.",
    ]
    return forms.made, negatives
