"""A labelled corpus for secret redaction: secrets in the forms they take in notes, logs and configs (each must be
redacted whole), and ordinary technical text (nothing may be redacted).

    python eval/secrets.py              # print recall and the false-positive rate of the dev split
    python eval/secrets.py --misses     # and every miss of the dev split
    python eval/secrets.py --held-out   # and the held-out split's numbers (its misses are never printed)
    python eval/secrets.py --datasets   # and how many texts of eval/datasets/ have anything redacted (all ordinary)
    python eval/secrets.py --round-seven   # and round seven's (eval/secrets_round_seven.py), counts only
    python eval/secrets.py --round-eight   # and round eight's (eval/secrets_round_eight.py), counts only
    python eval/secrets.py --round-nine    # and round nine's (eval/secrets_round_nine.py), counts only
    python eval/secrets.py --round-ten     # and round ten's (eval/secrets_round_ten.py), counts only
    python eval/secrets.py --round-eleven  # and round eleven's (eval/secrets_round_eleven.py), counts only
    python eval/secrets.py --round-twelve  # and round twelve's (eval/secrets_round_twelve.py), counts only
    python eval/secrets.py --round-thirteen  # and round thirteen's (eval/secrets_round_thirteen.py), counts only
    python eval/secrets.py --round-fourteen  # and round fourteen's (eval/secrets_round_fourteen.py), counts only
    python eval/secrets.py --round-fifteen  # and round fifteen's (eval/secrets_round_fifteen.py), counts only
    python eval/secrets.py --round-sixteen  # and round sixteen's (eval/secrets_round_sixteen.py), counts only
    python eval/secrets.py --round-seventeen  # and round seventeen's (eval/secrets_round_seventeen.py), counts only
    python eval/secrets.py --round-eighteen  # and round eighteen's (eval/secrets_round_eighteen.py), counts only
    python eval/secrets.py --round-nineteen  # and round nineteen's (eval/secrets_round_nineteen.py), counts only
    python eval/secrets.py --round-twenty  # and round twenty's (eval/secrets_round_twenty.py), counts only
    python eval/secrets.py --round-twenty-one  # and round twenty-one's (eval/secrets_round_twenty_one.py), counts only
    python eval/secrets.py --round-twenty-two  # and round twenty-two's (eval/secrets_round_twenty_two.py), counts only
    python eval/secrets.py --round-twenty-three  # and round twenty-three's (eval/secrets_round_twenty_three.py), counts
    python eval/secrets.py --round-twenty-four  # and round twenty-four's (eval/secrets_round_twenty_four.py), counts
    python eval/secrets.py --round-twenty-five  # and round twenty-five's (eval/secrets_round_twenty_five.py), counts
    python eval/secrets.py --round-twenty-six  # and round twenty-six's (eval/secrets_round_twenty_six.py), counts
    python eval/secrets.py --round-twenty-seven  # and round twenty-seven's (eval/secrets_round_twenty_seven.py)
    python eval/secrets.py --round-twenty-eight  # and round twenty-eight's (eval/secrets_round_twenty_eight.py)
    python eval/secrets.py --round-twenty-nine  # and round twenty-nine's (eval/secrets_round_twenty_nine.py)
    python eval/secrets.py --round-thirty  # and round thirty's (eval/secrets_round_thirty.py), counts only
    python eval/secrets.py --round-thirty-one  # and round thirty-one's (eval/secrets_round_thirty_one.py)
    python eval/secrets.py --round-thirty-two  # and round thirty-two's (eval/secrets_round_thirty_two.py)
    python eval/secrets.py --round-thirty-three  # and round thirty-three's (secrets_round_thirty_three.py)
    python eval/secrets.py --round-thirty-four  # and round thirty-four's (secrets_round_thirty_four.py)
    python eval/secrets.py --round-thirty-five  # and round thirty-five's (secrets_round_thirty_five.py)
    python eval/secrets.py --round-thirty-six  # and round thirty-six's (secrets_round_thirty_six.py)
    python eval/secrets.py --round-thirty-seven  # and round thirty-seven's (secrets_round_thirty_seven.py)
    python eval/secrets.py --round-thirty-eight  # and round thirty-eight's (secrets_round_thirty_eight.py)
    python eval/secrets.py --round-thirty-nine  # and round thirty-nine's (secrets_round_thirty_nine.py)
    python eval/secrets.py --round-forty  # and round forty's (secrets_round_forty.py)
    python eval/secrets.py --round-forty-one  # and round forty-one's (secrets_round_forty_one.py), counts only

Every secret is made up here from its provider's published shape with a fixed seed (random characters of the right
alphabet and length), and placed in a sentence of the kind an agent writes. A secret counts as caught when, after
redaction, no 8-character piece of it is left in the text.

The held-out split (``held_out``) was written and committed before the patterns for its round were: other phrasings
of the forms an attack found stored as written (a password in a URL with an empty user name, Vault tokens, kubeconfig
key data, CI servers' tokens, passwords in prose) and other providers' shapes, with look-alikes (placeholders such as
``USER:PASSWORD@HOST``). It is measured, never tuned on: its misses are never printed.
"""

import argparse
import base64
import json
import random
import string
import sys
from pathlib import Path

SEED = 20261124
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


class Forms:
    """Secrets made from their published shapes with a seeded generator, each placed in a sentence."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.made: list[tuple[str, str, str]] = []  # (form, text, secret)

    def random(self, alphabet: str, n: int) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def add(self, form: str, template: str, secret: str) -> None:
        self.made.append((form, template.format(s=secret), secret))


def build() -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the negatives."""
    forms = Forms(SEED)
    r, add = forms.random, forms.add
    b64 = ALNUM + "+/"

    for _ in range(3):
        add("anthropic", "export ANTHROPIC_API_KEY={s}", "sk-ant-api03-" + r(ALNUM + "-_", 80))
        add("openai", "the CI key is {s}, rotate it monthly", "sk-proj-" + r(ALNUM + "-_", 48))
        add("aws access key id", "aws_access_key_id = {s}", "AKIA" + r(string.ascii_uppercase + string.digits, 16))
        add("aws secret after 'secret'", "aws secret key {s} for the backup bucket", r(b64, 40))
        add("github", "clone with {s} as the password", "ghp_" + r(ALNUM, 36))
        add("github fine-grained", "token: {s}", "github_pat_" + r(ALNUM + "_", 82))
        add("gitlab", "CI_JOB uses {s}", "glpat-" + r(ALNUM + "-_", 20))
        add("slack", "bot token {s} for #deploys", "xoxb-" + r(string.digits, 12) + "-" + r(ALNUM, 24))
        add("stripe", "STRIPE_SECRET={s}", "sk_live_" + r(ALNUM, 24))
        add("google api", "maps key {s}", "AIza" + r(ALNUM + "-_", 35))
        add("hugging face", "HF token {s}", "hf_" + r(ALNUM, 34))
        add("npm", "//registry.npmjs.org/:_authToken={s}", "npm_" + r(ALNUM, 36))
        add(
            "jwt", "Authorization: Bearer {s}", "eyJ" + r(ALNUM, 20) + ".eyJ" + r(ALNUM, 30) + "." + r(ALNUM + "-_", 40)
        )
        add("password in a URL", "DATABASE_URL=postgres://app:{s}@db.internal:5432/app", r(ALNUM, 14))
        add("short password in a URL", "redis://u:{s}@cache.internal:6379/0", r(ALNUM, 2) + r(string.digits, 1))
        add("@ in a URL password", "mysql://admin:{s}@db", "p@ss" + r(ALNUM, 6) + "!")
        add("datadog", "DD_API_KEY={s}", r(HEX, 32))
        add("azure", "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey={s};EndpointSuffix=core.windows.net",
            r(b64, 86) + "==")  # fmt: skip
        words = ["correct", "horse", "battery", "staple", "orange", "violin"]
        add("quoted passphrase", 'password: "{s}"', " ".join(forms.rng.choice(words) for _ in range(4)))
        add("basic auth", "Authorization: Basic {s}", base64.b64encode(f"user:{r(ALNUM, 12)}".encode()).decode())
        add("curl -u", "curl -u deploy:{s} https://ci.internal/api", r(ALNUM, 12))
        add("mysql -p", "mysql -h db -u root -p{s} shop", r(ALNUM, 10))
        add("netrc", "machine api.example.com login bot password {s}", r(ALNUM, 16))
        add("docker auth", '{{"auths": {{"registry.example.com": {{"auth": "{s}"}}}}}}',
            base64.b64encode(f"bot:{r(ALNUM, 16)}".encode()).decode())  # fmt: skip
        add("twilio", "TWILIO key {s}", "SK" + r(HEX, 32))
        add("discord", "bot token {s}", "M" + r(ALNUM, 23) + "." + r(ALNUM + "-_", 6) + "." + r(ALNUM + "-_", 27))
        add("telegram", "BOT_TOKEN={s}", r(string.digits, 10) + ":AA" + r(ALNUM + "-_", 33))
        add("mailgun", "mailgun api key {s}", "key-" + r(HEX, 32))
        add("shopify", "shop admin token {s}", "shpat_" + r(HEX, 32))
        add("digitalocean", "doctl auth init -t {s}", "dop_v1_" + r(HEX, 64))
        add("google oauth secret", "client_secret: {s}", "GOCSPX-" + r(ALNUM + "-_", 28))
        add("google oauth token", "access token {s}", "ya29." + r(ALNUM + "-_", 60))
        add("private key", "{s}", "-----BEGIN RSA PRIVATE KEY-----\n" + r(b64, 64) + "\n-----END RSA PRIVATE KEY-----")
        add("sendgrid", "SENDGRID_API_KEY={s}", "SG." + r(ALNUM + "-_", 22) + "." + r(ALNUM + "-_", 43))
        # Round three: the forms an attack found stored as written, and more providers' published shapes.
        add("empty user in a URL", "redis://:{s}@cache.internal:6379/0", r(ALNUM, 16))
        add("vault token", "export VAULT_TOKEN={s}", "hvs." + r(ALNUM + "_-", 95))
        add("vault token in prose", "use {s} to read the kv store", "hvs." + r(ALNUM, 24))
        key = base64.b64encode(b"-----BEGIN RSA PRIVATE KEY-----\n" + r(b64, 90).encode()).decode()
        add("kubeconfig key data", "    client-key-data: {s}", key)
        add("kubeconfig user token", "  user:\n    token: {s}", r(ALNUM, 32))
        add("gitlab runner token", "runner token {s}", "glrt-" + r(ALNUM + "_-", 20))
        add("gitlab deploy token", "deploy token {s}", "gldt-" + r(ALNUM + "_-", 20))
        add("circleci token", "circleci personal token {s}", "CCIPAT_" + r(ALNUM, 22) + "_" + r(HEX, 40))
        add("buildkite token", "BUILDKITE_API_TOKEN: {s}", "bkua_" + r(HEX, 40))
        add("jenkins token", "curl --user bot:{s} https://jenkins.internal/job/x/build", "11" + r(HEX, 32))
        add("jenkins token in prose", "the jenkins api token is {s}", "11" + r(HEX, 32))
        add("prose password", "the password for the staging db is {s}", "Tr0ub4dor&" + r(string.digits, 1))
        add("prose password", "log in with password {s} until SSO works", r(ALNUM, 8) + "9!")
        add("prose password", "pw: {s}", r(ALNUM, 9) + "7")
        add("prose password", "the admin password is now {s}.", "Spring" + r(string.digits, 4) + "?")
        add("npm legacy token", "_authToken={s}", r(HEX, 8) + "-" + r(HEX, 4) + "-" + r(HEX, 4) + "-" + r(HEX, 4) + "-"
            + r(HEX, 12))  # fmt: skip
        add("pypi token", "TWINE_PASSWORD={s}", "pypi-AgEIcHlwaS5vcmc" + r(ALNUM + "-_", 70))
        add("postman key", "postman key {s}", "PMAK-" + r(HEX, 24) + "-" + r(HEX, 34))
        add("grafana token", "GF_TOKEN {s}", "glsa_" + r(ALNUM, 32) + "_" + r(HEX, 8))
        add("sentry token", "sentry auth token {s}", "sntrys_" + r(ALNUM, 70))
        add("linear key", "linear key {s}", "lin_api_" + r(ALNUM, 40))
        add("new relic key", "new relic user key {s}", "NRAK-" + r(string.ascii_uppercase + string.digits, 27))
        add("atlassian token", "jira token {s}", "ATATT3xFfGF0" + r(ALNUM + "-_", 180))
        add("doppler token", "DOPPLER_TOKEN {s}", "dp.st.prd." + r(ALNUM, 40))
    # Round five (issue 29): forms named by no provider's prefix, found by where they stand or by their shape alone.
    for _ in range(2):
        add("short password name", "DB_PASS={s}", r(ALNUM, 14))
        add("short password name", 'SMTP_PASS: "{s}"', r(ALNUM, 12) + "#")
        add("-p on a login command", "docker login -u ci -p {s} registry.example.com", r(ALNUM, 20))
        add("-p on a login command", "sshpass -p '{s}' ssh deploy@10.0.0.5", r(ALNUM, 10) + "!")
        add("--password option", "mongosh --username admin --password {s} --host db", r(ALNUM, 16))
        add("--token option", "vercel deploy --prod --token {s}", r(ALNUM, 24))
        add("--api-key option", "datadog-ci upload --api-key {s} ./junit.xml", r(ALNUM, 32))
        add("key in prose", "the staging API key is {s}", r(ALNUM, 32))
        add("key in prose", "our webhook signing secret is {s}, keep it out of logs", "whsec_" + r(ALNUM, 32))
        add("key in prose", "Cohere key {s} for the summariser", r(ALNUM, 40))
        add("key in prose", "the Azure client secret {s} expires in June", r(ALNUM, 3) + "8Q~" + r(ALNUM + "_.~-", 31))
        add("quoted prose password", "the wifi password is '{s}'", "blue elephant " + r(string.digits, 2))
        add("prose password, German", "Das Passwort für den Testserver ist {s}", "Xy" + r(ALNUM, 8) + "3")
        add("prose password, French", "le mot de passe du NAS est {s}", r(ALNUM, 9) + "2%")
        add("prose password, Spanish", "la contraseña de la base es {s}", r(ALNUM, 9) + "7")
        add("prose password, Portuguese", "a senha do servidor é {s}", r(ALNUM, 10) + "5")
        add("token as a URL user", "git clone https://{s}@github.com/acme/shop.git", r(ALNUM, 40))
        add("authorization header", "curl -H 'Authorization: ApiKey {s}' https://search.internal", r(ALNUM, 28))
        add("unknown provider's key", "paste {s} into the dashboard to link the account", "sbp_" + r(HEX, 40))
        add("unknown provider's key", "the build pulls with {s}", r(ALNUM, 40))
        add("unknown provider's key", "X-Auth-Key: {s}", r(ALNUM, 36))
        add("age secret key", "{s}", "AGE-SECRET-KEY-1" + r(string.ascii_uppercase + "023456789", 58))
    negatives = [
        "Run make test before pushing; CI runs the same target.",
        "The billing export runs at 02:00 UTC and takes about 40 minutes.",
        "Use pnpm 9.4, not npm; the lockfile is pnpm-lock.yaml.",
        "Commit 3f2a9c1 fixed the race in the checkout handler.",
        "The API returns 409 when a chain was already superseded.",
        "Set OPENBRAIN_HOOKS__PROMPT_TIMEOUT=3 to bound the hook.",
        "postgres://localhost:5432/app is the local database; no password locally.",
        "The password policy requires 12 characters and a rotation every 90 days.",
        "Tokens expire after 3600 seconds; refresh them with the refresh endpoint.",
        "Our secret sauce is caching the query plan per workspace.",
        "docker login uses the credential helper, never a stored password.",
        "The Basic plan allows 3 seats; the Pro plan allows 20.",
        "curl -u is deprecated in our scripts; use the token file instead.",
        "mysql -p prompts for the password; never pass it on the command line.",
        "The session id looks like 123e4567-e89b-12d3-a456-426614174000.",
        "sha256 of the release tarball: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.",
        "The build number is 20261124.4 and the image tag is v2.14.1-rc3.",
        "Kubernetes secret names follow app-env-purpose, e.g. shop-prod-db.",
        "api_key_name is the label shown in the dashboard, not the key itself.",
        "The AccountName for staging is shopstaging01.",
        "key-value stores such as Redis keep sessions for 30 minutes.",
        "The SK prefix marks Twilio API keys; ours live in the vault.",
        "Grafana dashboard uid: a8Kd92Lm; panel 12 shows p95 latency.",
        "Git LFS pointer oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393.",
        "The Telegram bot replies within 2 s; its handle is @shop_alerts_bot.",
        "Base64 of 'hello' is aGVsbG8=; we use it in the fixture.",
        "The OAuth client id is public: 1234567890-abcdefg.apps.googleusercontent.com.",
        "machine learning jobs run on the gpu pool at night.",
        "Passwords are hashed with argon2id (m=64MiB, t=3, p=4).",
        "token bucket rate limiting: 10 requests per second, burst 20.",
        "The mailgun domain is mg.example.com; sending limits are 300 per hour.",
        "Discord webhooks post build failures to #ci-alerts.",
        "Our DigitalOcean droplets are s-2vcpu-4gb in fra1.",
        "Shopify webhooks are verified with HMAC-SHA256 over the raw body.",
        "Redis runs on redis://cache.internal:6379/0 without auth inside the VPC.",
        "Use the secret manager path projects/shop/secrets/db-password, never the value.",
        "Uploads go to s3://shop-prod-assets/uploads/2026/11/.",
        "The JWT's header names the kid; keys rotate weekly.",
        "Our UUIDv7 ids sort by creation time.",
        "The commit range is a1b2c3d..e4f5a6b.",
        "The OpenAI model is gpt-4o-mini for summaries.",
        "AWS region eu-west-1 hosts the primary database.",
        "The Stripe webhook endpoint is /hooks/stripe; the signature header is Stripe-Signature.",
        "GitHub Actions caches ~/.cache/pip keyed by the hash of requirements.txt.",
        "SLACK_CHANNEL=#deploys receives the release notes.",
        "The Hugging Face model id is sentence-transformers/all-MiniLM-L6-v2.",
        "npm ci installs from the lockfile; npm install may change it.",
        "The private key lives in the HSM; only the public key is in the repo.",
        "Bearer tokens are checked by the gateway before the request reaches us.",
        "password reset links expire after 15 minutes.",
        # Round three's look-alikes.
        "The URL is postgres://USER:PASSWORD@HOST/DBNAME in the runbook; substitute the values.",
        "https://${GIT_USER}:${GIT_TOKEN}@github.com/acme/shop.git is what CI builds.",
        "redis://:@localhost:6379 works locally because the dev Redis has no password.",
        "The password is required on first login.",
        "the password for staging is kept in the team vault",
        "The admin password is now managed by SSO.",
        "pw: see 1Password",
        "Log in with password authentication disabled; keys only.",
        "export VAULT_TOKEN=$(vault print token) in the shell profile.",
        "vault token lookup shows the policies and the TTL.",
        "client-key-data comes from the CSR flow; certificates last a year.",
        "A runner token starts with glrt-; rotate it from the runner's page.",
        "The Jenkins job deploy-shop runs on build agent 11.",
        "CircleCI orbs pin their versions in .circleci/config.yml.",
        "The Buildkite pipeline has 4 steps and runs on every push.",
        "Twine reads TWINE_USERNAME=__token__ and the password from the keyring.",
        "Sentry samples 10% of transactions in production.",
        "The Linear team key is SHOP; issues are SHOP-123.",
        "New Relic alerts page the on-call after 5 minutes.",
        "Jira tokens are personal; never share one in a ticket.",
        # Round five's look-alikes.
        "Set DB_PASS in .env; never commit it.",
        "pass_rate: 0.95 is the bar for the nightly suite.",
        "The compass: north-east of the office is the car park.",
        "docker login -u ci --password-stdin < token.txt in the release job.",
        'sshpass -p "$SSH_PASS" ssh deploy@host is what the old script did.',
        "mongosh --username admin --password prompts for it when the value is left out.",
        "vercel deploy --token $VERCEL_TOKEN runs in CI.",
        "The staging API key is in 1Password under 'Shop staging'.",
        "Our webhook secret is rotated every quarter by the platform team.",
        "the wifi password is on the whiteboard in room 4",
        "the password is 'required' on the form, not optional",
        "Das Passwort ist im Tresor der IT.",
        "le mot de passe est dans le coffre partagé",
        "git clone https://github.com/acme/shop.git and run make setup.",
        "git clone git@github.com:acme/shop.git over SSH works too.",
        "Authorization: Bearer <token> is added by the gateway.",
        "The test test_remember_refuses_tags_in_the_ob_namespace covers it.",
        "ShopCheckoutServiceV2IntegrationTestsBase sets up the fixtures.",
        "The cache key is ubuntu-latest-pip-4d7a214614ab2935c943f9e0ff69d22e.",
        "The request id was 01HF3K9ZQ6X8T2M4N7P5R1W0YB in the gateway log.",
        "The cursor is eyJvZmZzZXQiOjEwMH0= (base64 of the offset).",
        "integrity sha512-z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUdBeoGlODJ6+SfaPg==",
        "The design doc is https://docs.google.com/document/d/1aBcD3fGhIjK9LmN0pQrStUvWxYz2AbCdEfGh4IjKl/edit.",
        "The key rotation job runs on the first Monday of the month.",
        "Our API key format is sk_live_ followed by 24 characters.",
        "The token endpoint is /oauth/token; tokens last an hour.",
        "PIN the base image to python:3.12-slim-bookworm.",
        "The pod shop-api-7d9f8b6c4-x2k9p restarted at 03:12.",
        "age-keygen writes AGE-SECRET-KEY- lines to keys.txt; back it up offline.",
        "The Kubernetes secret shop-db-credentials holds user and password keys.",
        "docker run -p 127.0.0.1:8080:80/tcp nginx publishes the port on loopback only.",
        "docker compose -p shop-staging2 up -d starts the second staging stack.",
        "docker login registry.example.com && docker compose -p shop2 up -d",
    ]
    return forms.made, negatives


HELD_OUT_SEED = 4711


def held_out() -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the negatives of the held-out split."""
    forms = Forms(HELD_OUT_SEED)
    r, add = forms.random, forms.add
    b64 = ALNUM + "+/"

    pem = base64.b64encode(b"-----BEGIN EC PRIVATE KEY-----\n" + r(b64, 120).encode()).decode()
    for _ in range(2):
        add("empty user in a URL", "broker: amqp://:{s}@rabbit.internal:5672/vhost", r(ALNUM, 12))
        add("empty user in a URL", "REDIS_URL=rediss://:{s}@cache.prod:6380", r(ALNUM + "-_", 20))
        add("vault header", "curl -H 'X-Vault-Token: {s}' https://vault.internal/v1/kv", "hvs." + r(ALNUM + "_-", 90))
        add("vault batch token", "the batch token for CI is {s}", "hvb." + r(ALNUM + "_-", 120))
        add("vault login", "vault login {s}", "hvs." + r(ALNUM, 24))
        add("kubeconfig key", "users:\n- name: admin\n  user:\n    client-key-data: {s}\n", pem)
        add("kubeconfig token", "    token: {s}", r(ALNUM, 40))
        add("gitlab runner", "gitlab-runner register --url https://gitlab.example.com --token {s}",
            "glrt-" + r(ALNUM, 20))  # fmt: skip
        add("circleci", "CIRCLE_TOKEN={s}", "CCIPAT_" + r(ALNUM, 22) + "_" + r(HEX, 40))
        add("buildkite", "the buildkite api token is {s}", "bkua_" + r(HEX, 40))
        add("jenkins", "jenkins api token for deploy-bot: {s}", "11" + r(HEX, 32))
        add("prose password", "The wifi passphrase is {s} for the guest network.", "Gr33n-Tea-" + r(string.digits, 2))
        add("prose password", "my password for grafana: {s}", "Zebra!" + r(ALNUM, 6))
        add("prose password", "I set the root pw to {s} on the new box.", r(ALNUM, 6) + "-r00t")
        add("prose password", "Her password was changed to {s} yesterday.", "Winter#" + r(string.digits, 4))
        add("prose password", "log in as admin / {s} on the staging console", r(ALNUM, 10) + "!")
        add("pypi", "password = {s}", "pypi-AgEIcHlwaS5vcmc" + r(ALNUM + "-_", 60))
        add("postman", "POSTMAN_API_KEY {s}", "PMAK-" + r(HEX, 24) + "-" + r(HEX, 34))
        add("grafana service account", "grafana token {s}", "glsa_" + r(ALNUM, 32) + "_" + r(HEX, 8))
        add("sentry", "SENTRY_AUTH_TOKEN={s}", "sntrys_" + r(ALNUM, 60))
    negatives = [
        "Connection strings look like postgres://USER:PASSWORD@HOST:5432/DB; fill them from the vault.",
        "The template is mysql://root:${MYSQL_ROOT_PASSWORD}@db:3306/app.",
        "Use https://<user>:<token>@git.example.com only in local clones.",
        "amqp://guest@localhost:5672/ is the default broker locally; it has no password.",
        "The password is stored in Vault under secret/shop/db.",
        "The admin password is in 1Password, vault Staging.",
        "A password is required for every service account.",
        "The password was rotated yesterday after the offboarding.",
        "Passwords must be at least 14 characters long.",
        "my password manager is Bitwarden; the team uses a shared collection.",
        "vault login -method=oidc role=dev opens the browser.",
        "VAULT_ADDR=https://vault.internal:8200 is set in the devcontainer.",
        "hvs. tokens are service tokens; hvb. are batch tokens.",
        "client-key-data in a kubeconfig is a base64 private key: never commit kubeconfig files.",
        "kubectl config view --minify hides the key data by default.",
        "The runner registration token moved to the project's CI/CD settings.",
        "glrt- is the prefix of GitLab runner authentication tokens.",
        "Jenkins API tokens are created under the user's Configure page.",
        "The CircleCI context shop-prod holds the deploy variables.",
        "Buildkite agents pick jobs from the default queue.",
        "Reset your password from the login page if it expired.",
        "The Grafana service account has the Viewer role.",
        "Sentry releases are named after the git sha, e.g. shop@3f2a9c1.",
        "pip uploads to PyPI use trusted publishing, no token.",
        "Postman collections live in api/collections/.",
        "The wifi for guests is called ACME-Guest.",
        "Log in as admin on the staging console to see the feature flags.",
        "The root password of the VM image is unset; SSH keys only.",
        "Her pull request changed the password hashing to argon2id.",
        "The token endpoint is /oauth/token and it takes a client assertion.",
        "The key rotation job runs on the first of each month.",
        "We pinned vault to 1.17.3 in the Helm chart.",
        "The kubeconfig context is prod-eu; the namespace is shop.",
        "The CI variable DEPLOY_TOKEN is masked and protected.",
        "pw hashes are compared in constant time.",
        "Authentication fails with 'invalid password' when the account is locked.",
        "The secret's name is shop-db-credentials, in the shop namespace.",
        "The password field accepts unicode; normalise it with NFKC.",
        "For the demo, the user is demo and the password is shown on the login screen.",
        "The API key header is X-Api-Key; keys are issued per tenant.",
        "The checksum is 5d41402abc4b2a76b9719d911017c592 for the fixture.",
        "Build 11a7 failed on the arm64 runner.",
        "The trace id 4bf92f3577b34da6a3ce929d0e0e4736 shows the slow span.",
        "Set PGPASSWORD from the secret, never inline it in scripts.",
        "The password is the same as the username only in the local seed data: admin/admin.",
        "Rotate the deploy key when someone leaves the team.",
        "URL format: scheme://user:password@host:port/path.",
        "The default credentials USER:PASSWORD@HOST in the docs are placeholders.",
        "The token TTL is 24h; renew it with vault token renew.",
        "Staging uses the same passphrase policy as production.",
    ]
    return forms.made, negatives


ROUND_FOUR_SEED = 8086


def round_four() -> tuple[list[tuple[str, str, str]], list[str]]:
    """The held-out split from round four on: written before the first held-out split's misses were read (that one
    was measured once, then read and tuned on; it is dev data since)."""
    forms = Forms(ROUND_FOUR_SEED)
    r, add = forms.random, forms.add

    for _ in range(2):
        add("empty user in a URL", "CELERY_BROKER_URL=redis://:{s}@queue:6379/1", r(ALNUM, 18))
        add("URL password with a port-less host", "git remote add mirror https://deploy:{s}@git.example.org/x.git",
            r(ALNUM, 24))  # fmt: skip
        add("vault service token", "VAULT_TOKEN: {s}", "hvs." + r(ALNUM + "_-", 100))
        add("kubeconfig client key", "client-key-data: {s}",
            base64.b64encode(b"-----BEGIN PRIVATE KEY-----\n" + r(ALNUM, 100).encode()).decode())  # fmt: skip
        add("gitlab runner token", 'token = "{s}"', "glrt-" + r(ALNUM + "_", 24))
        add("circleci project token", "circle project token {s}", "CCIPRJ_" + r(ALNUM, 22) + "_" + r(HEX, 40))
        add(
            "prose password",
            "The password for the wiki admin is {s} until Monday.",
            r(ALNUM, 7) + "#" + r(string.digits, 2),
        )
        add("prose password", "pwd = {s}", r(ALNUM, 10) + "3")
        add("prose password", "use password {s} for the jump host", "Q" + r(ALNUM, 9) + "!")
        add(
            "prose password",
            "the passphrase is now {s}",
            r(string.ascii_lowercase, 5) + "-" + r(string.digits, 3) + "-x",
        )
        add("github app private key", "{s}",
            "-----BEGIN RSA PRIVATE KEY-----\n" + r(ALNUM + "+/", 64) + "\n-----END RSA PRIVATE KEY-----")  # fmt: skip
        add(
            "slack app token",
            "SLACK_APP_TOKEN={s}",
            "xapp-1-" + r(ALNUM, 11) + "-" + r(string.digits, 13) + "-" + r(HEX, 64),
        )
        add("openai key in json", '{{"openai_api_key": "{s}"}}', "sk-" + r(ALNUM, 48))
        add("anthropic key in prose", "my key is {s}", "sk-ant-api03-" + r(ALNUM + "-_", 90))
        add("stripe restricted key", "stripe key {s}", "rk_live_" + r(ALNUM, 30))
        add("azure sas", "https://acct.blob.core.windows.net/c?sv=2022-11-02&sig={s}", r(ALNUM + "%", 44))
        add("mongodb uri", "MONGO_URL=mongodb+srv://app:{s}@cluster0.example.mongodb.net/db", r(ALNUM, 16))
        add("aws session token", "aws_session_token = {s}", "IQoJb3JpZ2luX2VjE" + r(ALNUM + "/+", 200))
        add("datadog app key", "DD_APP_KEY={s}", r(HEX, 40))
        add("heroku key", "HEROKU_API_KEY={s}", r(HEX, 8) + "-" + r(HEX, 4) + "-" + r(HEX, 4) + "-" + r(HEX, 4) + "-"
            + r(HEX, 12))  # fmt: skip
    negatives = [
        "Set CELERY_BROKER_URL=redis://queue:6379/1 in the worker's environment.",
        "Remote URLs look like https://USER:TOKEN@git.example.org/REPO.git in the mirror docs.",
        "VAULT_TOKEN is injected by the agent sidecar; never set it by hand.",
        "client-key-data and client-certificate-data are base64 blocks in the kubeconfig.",
        "The runner config lives in /etc/gitlab-runner/config.toml.",
        "CircleCI project tokens are managed in the project settings.",
        "The password for the wiki admin is rotated every Monday by the ops bot.",
        "pwd prints the working directory; use it in the script's error message.",
        "Use password managers, not spreadsheets, for shared accounts.",
        "The passphrase policy needs four words at least.",
        "The GitHub App private key lives in the vault under apps/release-bot.",
        "Slack app tokens start with xapp- and are used for Socket Mode.",
        "Put the OpenAI key in OPENAI_API_KEY; the SDK reads it from there.",
        "My key insight: the cache was keyed by user, not by tenant.",
        "Stripe restricted keys limit what the reporting job can read.",
        "SAS URLs expire after one hour; generate them per upload.",
        "mongodb+srv URLs resolve the cluster's hosts through DNS SRV records.",
        "AWS session tokens expire after 12 hours in our SSO setup.",
        "DD_APP_KEY is only needed for the dashboards API, not for the agent.",
        "HEROKU_API_KEY comes from the CI secret store.",
        "The build id is 7f3e9a21-4c5d-4e6f-8a9b-0c1d2e3f4a5b in the logs.",
        "Commit 9c1f0e2d4b6a8c0e2f4a6b8d0c2e4f6a8b0d2c4e touched the migrations.",
        "Grafana folder uid is aBcD1234; share the link, not a screenshot.",
        "Use sha256sum to check the download: 3b4c... must match the release page.",
        "The password reset flow sends a 6-digit code.",
        "The jump host is bastion.internal; SSH keys only, no password.",
        "Admin login is SSO-only since March.",
        "Tokens are scoped per project; ask the owner for one.",
        "Set the PGPASSWORD env var from the secret in CI.",
        "The secret rotation runbook is in docs/runbooks/rotate.md.",
        "Database URLs in examples use localhost and no password.",
        "The Slack channel for secrets incidents is #sec-incidents.",
        "api_key_header: X-Api-Key is configured on the gateway.",
        "token_ttl_seconds: 3600 for access tokens.",
        "password_min_length: 14 in the auth config.",
        "The key id (kid) of the current signing key is 2026-11.",
        "Heroku review apps get their own database.",
        "Datadog monitors page after 3 failures in 5 minutes.",
        "Mongo connection pool size is 50 per worker.",
        "The Azure storage account is shopstatic01 in westeurope.",
        "Use the staging credentials from the vault, path kv/staging/db.",
        "The passphrase for the test keystore is in tests/fixtures/README.md.",
        "Run vault kv get kv/staging/db to read the staging credentials.",
        "The kubeconfig for CI is generated per job and deleted afterwards.",
        "GitLab runners register with a token from the group's CI/CD settings.",
        "Jenkins credentials are referenced by id, e.g. deploy-bot-token.",
        "OpenAI's org id is not secret; it appears in request headers.",
        "The API gateway strips Authorization headers from logs.",
        "passwords.txt in the repo is a list of banned passwords for the validator.",
        "Secret scanning runs on every push and blocks known token formats.",
    ]
    return forms.made, negatives


def measure(misses: bool = False, split: str = "dev") -> dict[str, float]:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    from openbrain.core.redaction import find_secrets, redact

    if split == "dev":  # round three's and six's to twelve's held-out splits joined it once measured and read
        forms, negatives = build()
        for more_forms, more_negatives in (held_out(), *map(_later_round, READ_ROUNDS)):
            forms, negatives = forms + more_forms, negatives + more_negatives
    elif split.removeprefix("round-") in LATER_ROUNDS:
        forms, negatives = _later_round(split.removeprefix("round-"))
    else:
        forms, negatives = round_four()
    misses = misses and split == "dev"
    caught = 0
    for form, text, secret in forms:
        clean = redact(text, find_secrets(text))
        # A piece the text holds elsewhere too proves nothing (":rubygems_api_key: rubygems_...": the name).
        around = text.replace(secret, " ")
        pieces = [secret[i : i + 8] for i in range(0, max(len(secret) - 7, 1))]
        ok = not any(piece in clean for piece in pieces if piece.strip() and piece not in around)
        caught += ok
        if misses and not ok:
            print(f"missed {form}: {clean[:160]!r}")
    flagged = 0
    for text in negatives:
        found = find_secrets(text)
        flagged += bool(found)
        if misses and found:
            print(f"false positive: {text!r} -> {[f.kind for f in found]}")
    return {
        "secrets": len(forms),
        "forms": len({form for form, _, _ in forms}),
        "recall": caught / len(forms),
        "ordinary_texts": len(negatives),
        "false_positive_rate": flagged / len(negatives),
    }


# eval/secrets_round_NAME.py, each written held out
LATER_ROUNDS = (
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
    "twenty_one",
    "twenty_two",
    "twenty_three",
    "twenty_four",
    "twenty_five",
    "twenty_six",
    "twenty_seven",
    "twenty_eight",
    "twenty_nine",
    "thirty",
    "thirty_one",
    "thirty_two",
    "thirty_three",
    "thirty_four",
    "thirty_five",
    "thirty_six",
    "thirty_seven",
    "thirty_eight",
    "thirty_nine",
    "forty",
    "forty_one",
)
# measured, not read yet, though no longer the newest: not dev data either
UNREAD_ROUNDS: tuple[str, ...] = ()
# measured, then read: dev data; the newest round is held out
READ_ROUNDS = ("six", *(name for name in LATER_ROUNDS[:-1] if name not in UNREAD_ROUNDS))


def _later_round(name: str) -> tuple[list[tuple[str, str, str]], list[str]]:
    """A later round's held-out split (``eval/secrets_round_NAME.py``), loaded by its path: a module named
    ``secrets`` shadows the standard library's, so the two never import each other by name."""
    import importlib.util

    path = Path(__file__).resolve().with_name(f"secrets_round_{name}.py")
    spec = importlib.util.spec_from_file_location(f"openbrain_eval_secrets_round_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, f"round_{name}")(Forms(getattr(module, f"ROUND_{name.upper()}_SEED")))


def dataset_texts() -> list[str]:
    """Every text of eval/datasets/: memories, questions, conversation turns, transcripts (none holds a secret)."""

    def strings(value: object) -> list[str]:
        if isinstance(value, str):
            return [value] if " " in value else []
        if isinstance(value, list):
            return [s for item in value for s in strings(item)]
        if isinstance(value, dict):
            return [s for key, item in value.items() if key not in {"id", "kind", "group"} for s in strings(item)]
        return []

    folder = Path(__file__).resolve().parent / "datasets"
    texts = {s for path in sorted(folder.glob("*.jsonl")) for line in path.open() for s in strings(json.loads(line))}
    return sorted(texts)


def measure_datasets(misses: bool = False) -> dict[str, float]:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    from openbrain.core.redaction import find_secrets

    texts = dataset_texts()
    flagged = [text for text in texts if find_secrets(text)]
    if misses:
        for text in flagged:
            print(f"false positive in eval/datasets: {text[:160]!r}")
    return {"ordinary_texts": len(texts), "redacted": len(flagged)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", action="store_true", help="print every miss of the dev split")
    parser.add_argument("--held-out", action="store_true", help="also measure the held-out split (counts only)")
    parser.add_argument("--datasets", action="store_true", help="also count the texts of eval/datasets/ redacted")
    for name in LATER_ROUNDS:
        parser.add_argument(
            f"--round-{name.replace('_', '-')}",
            action="store_true",
            help=f"and round {name.replace('_', '-')}'s held-out split (counts)",
        )
    args = parser.parse_args()
    result: dict[str, dict[str, float]] = {"dev": measure(args.misses)}
    if args.datasets:
        result["datasets"] = measure_datasets(args.misses)
    if args.held_out:
        result["held_out"] = measure(split="held-out")
    for name in LATER_ROUNDS:
        if getattr(args, f"round_{name}"):
            result[f"round_{name}"] = measure(split=f"round-{name}")
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
