"""Round eighteen's held-out split of the secret corpus (``eval/secrets.py --round-eighteen``), for a later round.

Written and committed on 2026-11-28, before round seventeen's misses were read: Netlify, Render, Railway, PagerDuty,
Honeycomb, Pusher, Ably, LaunchDarkly, Contentful, Auth0 and Expo tokens, a Cloudinary URL, fastlane's and match's
passwords, `security unlock-keychain -p`, `gpg --passphrase`, `openssl pkcs12 -passout pass:`, `RSYNC_PASSWORD`,
`lftp -u user,X`, Neo4j's `NEO4J_AUTH=neo4j/X`, an Opsgenie `GenieKey` header, chat shorthand ("the pw rotated, now
it's X", "vpn: X", "X (new one, old one's dead)"), and passwords in prose in Cebuano, Maori, Samoan, Haitian Creole,
Frisian, Breton, Corsican, Occitan, Esperanto and Tongan; look-alikes beside them. Measured with counts only, never
tuned on; once a round reads it, it is dev data.
"""

import string
from typing import Any

ROUND_EIGHTEEN_SEED = 181818
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def round_eighteen(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round eighteen's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_EIGHTEEN_SEED``)."""
    r, add = forms.random, forms.add

    def uuid() -> str:
        return "-".join(r(HEX, n) for n in (8, 4, 4, 4, 12))

    for _ in range(2):
        add("netlify token", "NETLIFY_AUTH_TOKEN={s}", "nfp_" + r(ALNUM, 36))
        add("render key", "RENDER_API_KEY={s}", "rnd_" + r(ALNUM, 32))
        add("railway token", "RAILWAY_TOKEN={s}", uuid())
        add("pagerduty token", "PAGERDUTY_TOKEN={s}", "u+" + r(ALNUM + "_-", 18))
        add("honeycomb key", "HONEYCOMB_API_KEY={s}", r(ALNUM, 22))
        add("pusher secret", "PUSHER_APP_SECRET={s}", r(HEX, 20))
        add("ably key", "ABLY_API_KEY={s}", r(ALNUM, 6) + "." + r(ALNUM, 6) + ":" + r(ALNUM + "_-", 43))
        add("launchdarkly sdk key", "LD_SDK_KEY={s}", "sdk-" + uuid())
        add("contentful token", "CONTENTFUL_MANAGEMENT_TOKEN={s}", "CFPAT-" + r(ALNUM + "_-", 43))
        add("auth0 secret", "AUTH0_CLIENT_SECRET={s}", r(ALNUM + "_-", 64))
        add("expo token", "EXPO_TOKEN={s}", r(ALNUM + "_-", 40))
        add("cloudinary url", "CLOUDINARY_URL=cloudinary://{s}@acme", r("0123456789", 15) + ":" + r(ALNUM + "_-", 27))
        add("fastlane password", "FASTLANE_PASSWORD={s}", r(ALNUM, 14))
        add("match password", "MATCH_PASSWORD={s}", r(ALNUM, 16))
        add("keychain unlock", "security unlock-keychain -p {s} build.keychain", r(ALNUM, 14))
        add("gpg passphrase", "gpg --batch --pinentry-mode loopback --passphrase {s} -d secrets.gpg", r(ALNUM, 16))
        add("openssl passout", "openssl pkcs12 -export -in cert.pem -inkey key.pem -passout pass:{s}", r(ALNUM, 14))
        add("rsync password", "RSYNC_PASSWORD={s} rsync -a ./site backup@nas::web", r(ALNUM, 14))
        add("lftp user", "lftp -u deploy,{s} sftp://files.acme.com", r(ALNUM, 14))
        add("neo4j auth", "NEO4J_AUTH=neo4j/{s}", r(ALNUM, 14))
        add("opsgenie header", "Authorization: GenieKey {s}", uuid())
        add("chat rotated pw", "the pw rotated, now it's {s}", r(ALNUM, 12))
        add("chat vpn", "vpn: {s}", r(ALNUM, 12))
        add("chat new one", "{s} (new one, old one's dead)", r(ALNUM, 12))
        add("prose password, Cebuano", "ang password sa server kay {s}", r(ALNUM, 10))
        add("prose password, Maori", "ko te kupuhipa o te tūmau ko {s}", r(ALNUM, 10))
        add("prose password, Samoan", "o le upu faalilo o le server o {s}", r(ALNUM, 10))
        add("prose password, Haitian Creole", "modpas sèvè a se {s}", r(ALNUM, 10))
        add("prose password, Frisian", "it wachtwurd fan de server is {s}", r(ALNUM, 10))
        add("prose password, Breton", "ger-tremen ar servijer eo {s}", r(ALNUM, 10))
        add("prose password, Corsican", "a parolla d'intrata di u servitore hè {s}", r(ALNUM, 10))
        add("prose password, Occitan", "lo senhal del servidor es {s}", r(ALNUM, 10))
        add("prose password, Esperanto", "la pasvorto de la servilo estas {s}", r(ALNUM, 10))
        add("prose password, Tongan", "ko e lea fufū ʻo e sēvá ko {s}", r(ALNUM, 10))
    negatives = [
        "NETLIFY_SITE_ID is in the site's settings page.",
        "RENDER_SERVICE_ID=srv-shop-api",
        "RAILWAY_ENVIRONMENT=production",
        "PAGERDUTY_SERVICE=shop-api",
        "HONEYCOMB_DATASET=shop-traces",
        "PUSHER_APP_ID=1234567",
        "ABLY_CHANNEL=orders",
        "LD_PROJECT_KEY=shop",
        "CONTENTFUL_SPACE_ID=abc123space",
        "AUTH0_DOMAIN=acme.eu.auth0.com",
        "EXPO_PUBLIC_API_URL=https://api.acme.io",
        "CLOUDINARY_CLOUD_NAME=acme",
        "FASTLANE_USER=ci@acme.com",
        "MATCH_GIT_URL=git@github.com:acme/certs.git",
        "security unlock-keychain build.keychain (it prompts for the password)",
        "gpg --batch -d secrets.gpg (the agent asks for the passphrase)",
        "openssl pkcs12 -export -in cert.pem -inkey key.pem -passout env:P12_PASS",
        "RSYNC_PASSWORD is read from the CI's secret store.",
        "lftp -u deploy sftp://files.acme.com (lftp asks for the password)",
        "NEO4J_AUTH=none in the local compose file only.",
        "Authorization: GenieKey ${OPSGENIE_KEY}",
        "the pw rotated last week; ask #ops for the new one",
        "vpn: use the WireGuard profile from the wiki",
        "v2 (new one, old one's dead) is the API version to call",
        "Ang password kinahanglan dili moubos sa 12 ka karakter.",
        "Me 12 pūāhua te iti rawa o te kupuhipa.",
        "O le upu faalilo e tatau ona 12 mataitusi.",
        "Modpas la dwe gen omwen 12 karaktè.",
        "It wachtwurd moat op syn minst 12 tekens hawwe.",
        "Ar ger-tremen a rank bezañ 12 arouez da nebeutañ.",
        "A parolla d'intrata deve avè almenu 12 caratteri.",
        "Lo senhal deu aver al mens 12 caractèrs.",
        "La pasvorto devas havi almenaŭ 12 signojn.",
        "ʻOku totonu ke 12 e ngaahi mataʻitohi ʻo e lea fufū.",
        "The migration 20261128_add_index ran in 4 s.",
        "Build 7c1e9a2 is the release candidate.",
        "The UUID 3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d names the tenant, not a key.",
        "The Pusher cluster is eu.",
        "Set NEO4J_AUTH from the secret store in production.",
        "Netlify deploy previews expire after 30 days.",
    ]
    return forms.made, negatives
