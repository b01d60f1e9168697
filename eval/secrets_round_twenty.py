"""Round twenty's held-out split of the secret corpus (``eval/secrets.py --round-twenty``), for a later round.

Written and committed on 2026-11-28, after rounds seventeen and eighteen were read and before round nineteen's misses
were printed: Fauna, PlanetScale, Neon, Grafana Cloud, Sourcegraph, Bugsnag, Rollbar, Loggly, Splunk HEC and Codecov
tokens, NuGet's `ClearTextPassword`, Composer's `http-basic` password, `poetry config http-basic`, `dotnet nuget add
source --password`, `xcrun altool -p`, InfluxDB's `-password`, CouchDB and NATS URLs, `curl --proxy-user`, `wget
--proxy-password`, an apt proxy with a password, `HTTPS_PROXY` with a password, chat shorthand ("creds for the test
account: user / X", "temp pass X, change it on first login", "X is the root one"), and passwords in prose in Latin,
Hawaiian, Quechua, Tigrinya, Sindhi and Scots; look-alikes beside them. Measured with counts only, never tuned on; once
a round reads it, it is dev data.
"""

import string
from typing import Any

ROUND_TWENTY_SEED = 202020
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def round_twenty(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round twenty's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_TWENTY_SEED``)."""
    r, add = forms.random, forms.add

    def uuid() -> str:
        return "-".join(r(HEX, n) for n in (8, 4, 4, 4, 12))

    for _ in range(2):
        add("fauna secret", "FAUNA_SECRET={s}", "fnA" + r(ALNUM + "_-", 37))
        add("planetscale token", "PLANETSCALE_SERVICE_TOKEN={s}", "pscale_tkn_" + r(ALNUM + "_", 43))
        add("neon api key", "NEON_API_KEY={s}", "napi_" + r("abcdefghijklmnopqrstuvwxyz0123456789", 64))
        add("grafana cloud token", "GRAFANA_CLOUD_TOKEN={s}", "glc_" + r(ALNUM + "=", 80))
        add("sourcegraph token", "SRC_ACCESS_TOKEN={s}", "sgp_" + r(HEX, 40))
        add("bugsnag key", "BUGSNAG_API_KEY={s}", r(HEX, 32))
        add("rollbar token", "ROLLBAR_ACCESS_TOKEN={s}", r(HEX, 32))
        add("loggly token", "https://logs-01.loggly.com/inputs/{s}/tag/http/", uuid())
        add(
            "splunk hec",
            "curl -k https://splunk.acme.io:8088/services/collector -H 'Authorization: Splunk {s}'",
            uuid(),
        )
        add("codecov token", "CODECOV_TOKEN={s}", uuid())
        add(
            "nuget cleartext password",
            '<add key="ClearTextPassword" value="{s}" />',
            r(ALNUM, 16),
        )
        add(
            "composer http-basic",
            '{{"http-basic": {{"repo.acme.io": {{"username": "ci", "password": "{s}"}}}}}}',
            r(ALNUM, 16),
        )
        add("poetry http-basic", "poetry config http-basic.acme ci {s}", r(ALNUM, 16))
        add(
            "dotnet nuget source",
            "dotnet nuget add source https://nuget.acme.io/v3/index.json -n acme -u ci -p {s} "
            "--store-password-in-clear-text",
            r(ALNUM, 16),
        )
        add(
            "altool app password",
            "xcrun altool --upload-app -f App.ipa -u dev@acme.io -p {s}",
            "-".join(r("abcdefghijklmnopqrstuvwxyz", 4) for _ in range(4)),
        )
        add("influx password", "influx -username admin -password {s} -database metrics", r(ALNUM, 14))
        add("couchdb url", "COUCHDB_URL=http://admin:{s}@couch.acme.io:5984", r(ALNUM, 14))
        add("nats url", "nats://orders:{s}@nats.acme.io:4222", r(ALNUM, 14))
        add(
            "curl proxy user",
            "curl --proxy-user deploy:{s} -x http://proxy.acme.io:3128 https://example.com",
            r(ALNUM, 14),
        )
        add(
            "wget proxy password",
            "wget --proxy-user=deploy --proxy-password={s} https://example.com/file",
            r(ALNUM, 14),
        )
        add("apt proxy", 'Acquire::http::Proxy "http://deploy:{s}@proxy.acme.io:3128/";', r(ALNUM, 14))
        add("https proxy env", "export HTTPS_PROXY=http://deploy:{s}@proxy.acme.io:3128", r(ALNUM, 14))
        add("chat test account", "creds for the test account: qa@acme.io / {s}", r(ALNUM, 12))
        add("chat temp pass", "temp pass {s}, change it on first login", r(ALNUM, 12))
        add("chat root one", "{s} is the root one", r(ALNUM, 12))
        add("prose password, Latin", "signum arcanum servitoris est {s}", r(ALNUM, 10))
        add("prose password, Hawaiian", "ʻO ka ʻōlelo huna o ke kikowaena ʻo {s}", r(ALNUM, 10))
        add("prose password, Quechua", "servidorpa pakasqa siminqa {s}", r(ALNUM, 10))
        add("prose password, Tigrinya", "ናይ ሰርቨር መሕለፊ ቃል {s} እዩ", r(ALNUM, 10))
        add("prose password, Sindhi", "سرور جو پاسورڊ {s} آهي", r(ALNUM, 10))
        add("prose password, Scots", "the server's passwird is {s}", r(ALNUM, 10))
    negatives = [
        "FAUNA_DOMAIN=db.fauna.com",
        "PLANETSCALE_ORG=acme",
        "NEON_PROJECT_ID=shop-prod",
        "GRAFANA_CLOUD_STACK=acme.grafana.net",
        "SRC_ENDPOINT=https://sourcegraph.acme.io",
        "BUGSNAG_RELEASE_STAGE=production",
        "ROLLBAR_ENVIRONMENT=staging",
        "Loggly inputs are tagged http and shop.",
        'curl -k https://splunk.acme.io:8088/services/collector -H "Authorization: Splunk $HEC_TOKEN"',
        "CODECOV_FLAGS=unit",
        '<add key="ClearTextPassword" value="%NUGET_PASSWORD%" />',
        '{"http-basic": {"repo.acme.io": {"username": "ci", "password": "${COMPOSER_PASS}"}}}',
        "poetry config http-basic.acme ci (poetry prompts for the password)",
        "dotnet nuget add source https://nuget.acme.io/v3/index.json -n acme",
        "xcrun altool --upload-app -f App.ipa -u dev@acme.io -p @keychain:AC_PASSWORD",
        "influx -username admin -database metrics (it asks for the password)",
        "COUCHDB_URL=http://couch.acme.io:5984",
        "nats://nats.acme.io:4222",
        "curl -x http://proxy.acme.io:3128 https://example.com",
        "wget --proxy-user=deploy https://example.com/file (password from .wgetrc)",
        'Acquire::http::Proxy "http://proxy.acme.io:3128/";',
        "export HTTPS_PROXY=http://proxy.acme.io:3128",
        "creds for the test account are in 1Password under QA",
        "temp passes expire after 24 hours",
        "the root one is the Ubuntu 24.04 image",
        "Signum arcanum saltem duodecim litteras habere debet.",
        "He ʻumikūmālua hua ka liʻiliʻi loa o ka ʻōlelo huna.",
        "Pakasqa siminqa chunka iskayniyuq qillqayuq kanan tiyan.",
        "መሕለፊ ቃል እንተወሓደ 12 ፊደላት ክህልዎ ኣለዎ።",
        "پاسورڊ گهٽ ۾ گهٽ 12 اکرن جو هجڻ گهرجي.",
        "A passwird maun hae at least 12 characters.",
        "The Neon branch for previews is called preview-main.",
        "Grafana Cloud dashboards are in the ops folder.",
        "Bugsnag groups errors by their stack trace.",
        "Rollbar's deploy tracking is on.",
        "Codecov comments on every pull request.",
        "The NuGet feed is https://nuget.acme.io/v3/index.json.",
        "The proxy is proxy.acme.io on port 3128.",
        "Ticket QA-1234 covers the test account cleanup.",
        "The CouchDB cluster has three nodes.",
    ]
    return forms.made, negatives
