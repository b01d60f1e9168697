"""Round seven's held-out split of the secret corpus (``eval/secrets.py --round-seven``).

Written and committed on 2026-11-27 after round six's split was measured (counts only) and before its misses were
read or any pattern was written for them: forms that neither the dev split nor round six holds (more providers'
token shapes, secrets inside Kubernetes manifests and service-account JSON, tokens in log lines and command options,
passwords in languages not used before) and look-alikes beside them. Measured with counts only, never tuned on;
once a round reads it, it is dev data.
"""

import base64
import string
from typing import Any

ROUND_SEVEN_SEED = 271128
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"


def _uuid(r: Any) -> str:
    return "-".join(r(HEX, n) for n in (8, 4, 4, 4, 12))


def round_seven(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round seven's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_SEVEN_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("bitbucket app password", "BITBUCKET_APP_PASSWORD={s}", "ATBB" + r(ALNUM, 32))
        add("asana token", "asana pat {s}", "1/" + r(string.digits, 16) + ":" + r(HEX, 32))
        add("airtable token", "AIRTABLE_TOKEN={s}", "pat" + r(ALNUM, 14) + "." + r(HEX, 64))
        add("contentful token", "CONTENTFUL_MANAGEMENT_TOKEN={s}", "CFPAT-" + r(B64URL, 43))
        add("dropbox token", "dropbox access token: {s}", "sl." + r(B64URL, 138))
        add("figma token", "FIGMA_TOKEN={s}", "figd_" + r(B64URL, 40))
        add("fastly token", "FASTLY_API_TOKEN={s}", r(B64URL, 32))
        add("launchdarkly sdk key", "LD_SDK_KEY={s}", "sdk-" + _uuid(r))
        add("mailchimp key", "mailchimp api key {s}", r(HEX, 32) + "-us6")
        add("planetscale password", "DATABASE_PASSWORD={s}", "pscale_pw_" + r(B64URL, 43))
        add("shippo token", "SHIPPO_API_KEY={s}", "shippo_live_" + r(HEX, 40))
        add("twitter bearer token", "TWITTER_BEARER_TOKEN={s}", "AAAAAAAAAAAAAAAAAAAAA" + r(ALNUM + "%", 90))
        add("rubygems key", ":rubygems_api_key: {s}", "rubygems_" + r(HEX, 48))
        add("consul token", "CONSUL_HTTP_TOKEN={s}", _uuid(r))
        add("snyk token", "snyk auth {s}", _uuid(r))
        add("zendesk token in prose", "the zendesk api token is {s} (agent ops@shop.example)", r(ALNUM, 40))
        add(
            "kubernetes secret data",
            "apiVersion: v1\nkind: Secret\ndata:\n  password: {s}\n",
            base64.b64encode(r(ALNUM, 18).encode()).decode(),
        )
        add(
            "service account private key",
            '{{"type": "service_account", "private_key": '
            '"-----BEGIN PRIVATE KEY-----\\n{s}\\n-----END PRIVATE KEY-----\\n"}}',
            r(ALNUM + "+/", 64),
        )
        add("token in a log line", "INFO 10:42:07 upstream call ok access_token={s} latency=41ms", r(B64URL, 36))
        add("client secret option", "gcloud auth login --client-id=shop-ci --client-secret={s}", r(B64URL, 35))
        add("ansible vault password", "ansible vault pass is {s}", r(ALNUM, 12))
        add("prose password, Swedish", "lösenordet till routern är {s}", r(ALNUM, 10))
        add("prose password, Turkish", "sunucu şifresi: {s}", r(ALNUM, 9) + "!")
        add("prose password, Russian", "пароль от базы: {s}", r(ALNUM, 11))
        add("prose password, Japanese", "管理画面のパスワードは {s} です", r(ALNUM, 10))
        add("mysql root password", "MYSQL_ROOT_PASSWORD: {s}", r(ALNUM, 16))
        add("encryption key hex", "FIELD_ENCRYPTION_KEY={s}", r(HEX, 64))
        add("smtp password option", "swaks --to ops@shop.example --auth-user mailer --auth-password {s}", r(ALNUM, 14))
    negatives = [
        "BITBUCKET_APP_PASSWORD is set in the pipeline's secured variables.",
        "Asana tasks for the release are in the Checkout project.",
        "AIRTABLE_TOKEN needs the data.records:read scope only.",
        "Contentful's delivery API is read-only and cached by the CDN.",
        "Dropbox tokens expire after four hours; the app refreshes them.",
        "FIGMA_TOKEN is a personal token; use the team's service account instead.",
        "Fastly purges take about 150 ms to propagate worldwide.",
        "LaunchDarkly flags are evaluated in the edge worker.",
        "Mailchimp's datacenter is the suffix of the key, e.g. us6.",
        "PlanetScale branches are created per pull request.",
        "Shippo labels are bought in the fulfilment worker.",
        "The Twitter integration was removed in March.",
        "gem push reads the key from ~/.gem/credentials.",
        "CONSUL_HTTP_TOKEN is injected by the nomad job template.",
        "snyk test runs on every pull request; snyk monitor nightly.",
        "Zendesk tickets tagged payment go to the billing queue.",
        "kind: Secret objects are created by the external-secrets operator.",
        '{"type": "service_account", "project_id": "shop-prod", "client_email": "ci@shop.iam.gserviceaccount.com"}',
        "INFO 10:42:07 upstream call ok status=200 latency=41ms request_id=9c2e41",
        "gcloud auth login --no-launch-browser works on the bastion.",
        "ansible-vault edit group_vars/prod/vault.yml opens the encrypted file.",
        "Lösenordet byts var 90:e dag.",
        "Şifre en az 12 karakter olmalı.",
        "Пароль должен быть не короче 12 символов.",
        "パスワードは12文字以上にしてください。",
        "MYSQL_ROOT_PASSWORD comes from the secret mysql-root in the namespace.",
        "FIELD_ENCRYPTION_KEY rotates yearly; old keys stay for decryption.",
        "swaks --to ops@shop.example --server smtp.internal tests the relay.",
        "The cache key is orders:v2:3f9a1c77e4b2d8a0 for the first page.",
        "Deployment 2c6d1f0e-7b3a-4e9c-8d5f-1a2b3c4d5e6f rolled back at 11:02.",
        "The git tag v2026.11.27-rc3 marks the release candidate.",
        "Use base64 -d to read a Secret's data field when debugging locally.",
        "The checksum file lists b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9 for the tarball.",
        "Object key uploads/2026/11/27/8f14e45fceea167a5a36dedd4bea2543.png in the bucket.",
        "The OAuth client id shop-web.apps.googleusercontent.com is public.",
        "A Stripe test card is 4242 4242 4242 4242 with any future date.",
        "Redis keys look like session:5f2c8a and expire after a day.",
        "Sentry release names are the commit's short sha, e.g. 9fceb02.",
        "Rotate any token that was pasted into a ticket, then tell security.",
        "The webhook signing secret lives in the vault at kv/webhooks/stripe.",
    ]
    return forms.made, negatives
