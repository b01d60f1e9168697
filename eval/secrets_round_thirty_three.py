"""Round thirty-three's held-out split of the secret corpus (``eval/secrets.py --round-thirty-three``), for later.

Written and committed on 2026-11-29, after round thirty-one was read, before round thirty-two's misses and redacted
look-alikes were printed: an ``.npmrc``'s ``_password``, a Maven ``settings.xml`` password, ``nuget sources add
-Password``, a Gradle property, a Composer ``auth.json``, a Heroku API key, Cloudflare, Vercel, Okta (``SSWS``),
Twilio, PagerDuty and Algolia keys, an Azure SAS URL's signature, a GCP HMAC secret, ``keytool -storepass``,
``PGPASSWORD``, ``ldapsearch -w``, ``RSYNC_PASSWORD``, ``ANSIBLE_BECOME_PASS``, ``net use`` and ``cmdkey /pass:``, a
Wi-Fi QR code's ``P:`` field; passwords in prose in Tagalog and Nepali; look-alikes beside them (placeholders,
variables, prefixes named in docs, hashes, public ids). Measured with counts only, never tuned on; once a round reads
it, it is dev data.
"""

import string
import uuid
from typing import Any

ROUND_THIRTY_THREE_SEED = 333333
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"


def round_thirty_three(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round thirty-three's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_THIRTY_THREE_SEED``)."""
    r, add = forms.random, forms.add

    def a_uuid() -> str:
        return str(uuid.UUID(r(HEX, 32)))

    for _ in range(2):
        add("npmrc _password", "//npm.acme.io/:username=ci\n//npm.acme.io/:_password={s}", r(B64, 24) + "==")
        add("maven settings password", "<server>\n  <id>acme-releases</id>\n  <username>deploy</username>\n"
            "  <password>{s}</password>\n</server>", r(ALNUM, 16))  # fmt: skip
        add("nuget -Password", "nuget sources add -Name acme -Source https://nuget.acme.io/v3/index.json -Username ci "
            "-Password {s}", r(ALNUM, 18))  # fmt: skip
        add("gradle property", "ossrhUsername=acme\nossrhPassword={s}", r(ALNUM, 14))
        add("composer auth.json", '{{"http-basic": {{"repo.acme.io": {{"username": "ci", "password": "{s}"}}}}}}',
            r(ALNUM, 16))  # fmt: skip
        add("heroku api key", "HEROKU_API_KEY={s} heroku releases -a shop", a_uuid())
        add("cloudflare token", "CF_API_TOKEN={s}", r(ALNUM + "_-", 40))
        add("vercel token", "vercel deploy --prod --token {s}", r(ALNUM, 24))
        add("okta ssws", "Authorization: SSWS {s}", "00" + r(ALNUM + "_-", 40))
        add("twilio auth token", "client = Client('AC" + r(HEX, 32) + "', '{s}')", r(HEX, 32))
        add("pagerduty routing key", "routing_key: {s}", r(HEX, 32))
        add("algolia admin key", "ALGOLIA_ADMIN_KEY={s}", r(HEX, 32))
        add("azure sas signature", "https://acme.blob.core.windows.net/exports/q3.csv?sv=2022-11-02&ss=b&srt=o&sp=r"
            "&se=2026-12-31T00:00:00Z&sig={s}", r(ALNUM, 43) + "%3D")  # fmt: skip
        add("gcp hmac secret", "gsutil hmac create sa@acme.iam.gserviceaccount.com\nAccess ID: GOOG1E" + r(
            string.ascii_uppercase + string.digits, 55) + "\nSecret: {s}", r(B64, 40))  # fmt: skip
        add("keytool -storepass", "keytool -list -keystore release.jks -storepass {s}", r(ALNUM, 14))
        add("PGPASSWORD", "PGPASSWORD={s} pg_dump -h db.acme.io -U app shop > shop.sql", r(ALNUM, 16))
        add("ldapsearch -w", 'ldapsearch -x -H ldap://ldap.acme.io -D "cn=admin,dc=acme,dc=io" -w {s} -b '
            '"dc=acme,dc=io"', r(ALNUM, 12))  # fmt: skip
        add("RSYNC_PASSWORD", "RSYNC_PASSWORD={s} rsync -av /srv/ backup@nas::srv", r(ALNUM, 14))
        add("ANSIBLE_BECOME_PASS", "ANSIBLE_BECOME_PASS={s} ansible-playbook site.yml", r(ALNUM, 14))
        add("net use password", "net use Z: \\\\fs.acme.lan\\finance {s} /user:ACME\\bob", r(ALNUM, 12))
        add("cmdkey /pass:", "cmdkey /add:fs.acme.lan /user:ACME\\bob /pass:{s}", r(ALNUM, 12))
        add("wifi qr code", "WIFI:S:Office-5G;T:WPA;P:{s};;", r(ALNUM, 14))
        add("prose password, Tagalog", "ang password ng server ay {s}", r(ALNUM, 10))
        add("prose password, Nepali", "सर्भरको पासवर्ड {s} हो", r(ALNUM, 10))
    negatives = [
        "//npm.acme.io/:_authToken=${NPM_TOKEN}",
        "<password>${env.MAVEN_PASSWORD}</password>",
        "nuget sources add -Name acme -Source https://nuget.acme.io/v3/index.json -Username ci -StorePasswordInClear"
        "Text",
        "ossrhPassword is set in ~/.gradle/gradle.properties on the release machine, never in the repo.",
        '{"http-basic": {"repo.acme.io": {"username": "ci", "password": "%COMPOSER_PASSWORD%"}}}',
        "heroku releases -a shop   # uses the login from heroku auth:login",
        "CF_API_TOKEN must have Zone:DNS:Edit; create it in the dashboard.",
        "vercel deploy --prod --token $VERCEL_TOKEN",
        "Authorization: SSWS ${OKTA_API_TOKEN}",
        "client = Client(os.environ['TWILIO_ACCOUNT_SID'], os.environ['TWILIO_AUTH_TOKEN'])",
        "routing_key: <your PagerDuty integration key>",
        "ALGOLIA_APP_ID=7QKX2M9T4B is public; the admin key is in the vault.",
        "https://acme.blob.core.windows.net/exports/q3.csv?sv=2022-11-02&ss=b&srt=o&sp=r&sig=<SAS signature>",
        "GCP HMAC access ids start with GOOG1E; the secret is shown once.",
        "keytool -list -keystore release.jks   # asks for the store password",
        "PGPASSWORD is read from ~/.pgpass instead; never export it in a script.",
        'ldapsearch -x -H ldap://ldap.acme.io -D "cn=admin,dc=acme,dc=io" -W -b "dc=acme,dc=io"',
        "RSYNC_PASSWORD comes from the CI secret store.",
        "ansible-playbook site.yml --ask-become-pass",
        "net use Z: \\\\fs.acme.lan\\finance /user:ACME\\bob *",
        "cmdkey /list shows the stored credentials for fs.acme.lan",
        "WIFI:S:Guest;T:nopass;;",
        "Ang password ay dapat may hindi bababa sa 12 character.",
        "पासवर्ड कम्तीमा १२ अक्षरको हुनुपर्छ।",
        "Heroku app id: 01234567-89ab-cdef-0123-456789abcdef (public, shown in the dashboard URL)",
        "Cloudflare zone id: 023e105f4ecef8ad9ca31a8372d0c353",
        "Vercel project id: prj_1a2b3c4d5e6f7g8h9i0j",
        "Okta org URL: https://acme.okta.com",
        "Twilio account SID AC followed by 32 hex is the account's id, not its secret.",
        "PagerDuty service id: PABC123",
        "Algolia search-only keys can be public; admin keys cannot.",
        "The SAS expiry is 2026-12-31T00:00:00Z and the permissions are read-only.",
        "sha1: da39a3ee5e6b4b0d3255bfef95601890afd80709",
        "keystore fingerprint SHA256: 4F:2A:9C:11:7B:3E:D0:88:1C:5A:6F:02:9E:B7:44:C3",
        "pg_dump -h db.acme.io -U app shop > shop-2026-11-29.sql",
        "The LDAP base DN is dc=acme,dc=io.",
        "rsync -av /srv/ backup@nas::srv --password-file=/etc/rsync.secret",
        "Become method: sudo; become user: root.",
        "Mapped drive Z: points at \\\\fs.acme.lan\\finance.",
        "Order 5f3c9a2e-41b8-4d6f-9c1e-2a5b8d0f6e3c shipped.",
    ]
    return forms.made, negatives
