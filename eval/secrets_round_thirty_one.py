"""Round thirty-one's held-out split of the secret corpus (``eval/secrets.py --round-thirty-one``), for a later round.

Written and committed on 2026-11-29, before round thirty's misses and redacted look-alikes were printed: passwords
handed to ``kubectl config set-credentials``, ``helm repo add``, ``svn``, ``slappasswd -s``, ``mosquitto_pub -P``,
Couchbase's ``cbq``, ``duplicity``'s PASSPHRASE and an Akamai ``.edgerc``; a Trello token in a URL's query,
WooCommerce's consumer secret, Mandrill, Mollie, Adyen and Checkout.com keys, a Bitcoin extended private key and a
WIF key, a Solana keypair file, a Terraform credentials file; passwords in prose in Asturian, Friulian, Sardinian,
Fijian and Chichewa; look-alikes beside them (extended public keys, public addresses, hashes, prompts, placeholders).
Measured with counts only, never tuned on; once a round reads it, it is dev data.
"""

import string
from typing import Any

ROUND_THIRTY_ONE_SEED = 313131
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def round_thirty_one(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round thirty-one's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_THIRTY_ONE_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("kubectl set-credentials", "kubectl config set-credentials admin --username=admin --password={s}",
            r(ALNUM, 16))  # fmt: skip
        add("helm repo add", "helm repo add acme https://charts.acme.io --username ci --password {s}", r(ALNUM, 18))
        add("svn --password", "svn checkout https://svn.acme.io/repo/trunk --username build --password {s}",
            r(ALNUM, 12))  # fmt: skip
        add("slappasswd -s", "slappasswd -s {s}", r(ALNUM, 12))
        add("mosquitto_pub -P", "mosquitto_pub -h mqtt.acme.io -u sensor -P {s} -t home/temp -m 21", r(ALNUM, 14))
        add("cbq password", "cbq -e couchbase://db.acme.io -u Administrator -p {s}", r(ALNUM, 12))
        add("duplicity passphrase", "PASSPHRASE={s} duplicity /srv/data s3://backups/srv", r(ALNUM, 20))
        add("akamai edgerc", "[default]\nclient_secret = {s}\nhost = akab-abc.luna.akamaiapis.net",
            r(ALNUM + "+/", 43) + "=")  # fmt: skip
        add("trello token in query", "curl 'https://api.trello.com/1/members/me/boards?key=0f3c9a2e41b84d6f9c1e2a5b8d0f"
            "6e3c&token={s}'", "ATTA" + r(HEX, 64))  # fmt: skip
        add("woocommerce secret", "consumer_secret: {s}", "cs_" + r(HEX, 40))
        add("woocommerce secret in a URL", "https://shop.acme.io/wp-json/wc/v3/orders?consumer_key=ck_"
            + r(HEX, 40) + "&consumer_secret={s}", "cs_" + r(HEX, 40))  # fmt: skip
        add("mandrill key", "the mandrill key is {s}", "md-" + r(ALNUM + "_-", 22))
        add("mollie key", "mollie = Client(); mollie.set_api_key('{s}')", "live_" + r(ALNUM, 30))
        add("adyen key", "X-API-Key: {s}", "AQE" + r(ALNUM + "+/=", 90))
        add("checkout.com key", "the checkout.com secret key {s} is for the EU account", "sk_sbox_" + r(
            string.ascii_lowercase + string.digits, 26))  # fmt: skip
        add("bitcoin xprv", "wallet backup: {s}", "xprv9s21ZrQH143K" + r(BASE58, 95))
        add("bitcoin wif", "import this key into the hot wallet: {s}", "L" + r(BASE58, 51))
        add("solana keypair", "cat ~/.config/solana/id.json\n{s}", "[" + ",".join(str(int(r("0123456789", 3)) % 256)
            for _ in range(64)) + "]")  # fmt: skip
        add("terraform credentials file", '{{"credentials": {{"app.terraform.io": {{"token": "{s}"}}}}}}',
            r(ALNUM, 14) + ".atlasv1." + r(ALNUM, 67))  # fmt: skip
        add("prose password, Asturian", "la contraseña del sirvidor ye {s}", r(ALNUM, 10))
        add("prose password, Friulian", "la peraule clâf dal server e je {s}", r(ALNUM, 10))
        add("prose password, Sardinian", "sa crae de su server est {s}", r(ALNUM, 10))
        add("prose password, Fijian", "na password ni server e {s}", r(ALNUM, 10))
        add("prose password, Chichewa", "mawu achinsinsi a seva ndi {s}", r(ALNUM, 10))
    negatives = [
        "kubectl config set-credentials admin --token=$(cat /var/run/secrets/token)",
        "helm repo add acme https://charts.acme.io --username ci --password-stdin < ~/.helm-pass",
        "svn checkout https://svn.acme.io/repo/trunk --username build   # svn prompts for the password",
        "slappasswd prints a hash like {SSHA}W6ph5Mm5Pz8GgiULbPgzG37mj9g= for the config",
        'mosquitto_pub -h mqtt.acme.io -u sensor -P "$MQTT_PASSWORD" -t home/temp -m 21',
        "cbq -e couchbase://db.acme.io -u Administrator   (asks for the password)",
        "PASSPHRASE is read from the vault by the backup job; never set it in the crontab.",
        "[default]\nclient_secret = <from the Akamai control center>\nhost = akab-abc.luna.akamaiapis.net",
        "Trello's API key is public (it identifies the app); the token is the secret part.",
        "consumer_key: ck_ for the read-only storefront client; the secret stays on the server.",
        "WooCommerce keys come in pairs: ck_ (consumer key) and cs_ (consumer secret).",
        "the mandrill key is in the vault under mail/mandrill",
        "mollie.set_api_key(os.environ['MOLLIE_API_KEY'])",
        "X-API-Key: <your Adyen API key>",
        "Checkout.com sandbox keys start with sk_sbox_; live keys with sk_.",
        "xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3f"
        "DVmz is the watch-only key for the donations wallet.",
        "Send donations to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq (public address).",
        "The hot wallet's public key is 7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV (Solana, safe to share).",
        "cat ~/.config/solana/id.json   # never paste the output anywhere",
        '{"credentials": {"app.terraform.io": {"token": "REPLACE_ME"}}}',
        "La contraseña tien de tener polo menos 12 caráuteres.",
        "La peraule clâf e à di vê almancul 12 caratars.",
        "Sa crae depet àere a su mancu 12 caràteres.",
        "Na password me tiko kina e 12 na matanivola.",
        "Mawu achinsinsi ayenera kukhala ndi zilembo 12.",
        "The MQTT broker's TLS certificate fingerprint is 3A:7B:D3:E2:36:0A:3D:29:EE:A4:36:FC:FB:7E:44:C7.",
        "Couchbase's default bucket is travel-sample in the docs.",
        "duplicity --encrypt-key 0xABCD1234EF567890 /srv/data s3://backups/srv",
        "The Adyen merchant account is AcmeECOM; the API key lives in the payments vault.",
        "wallet backup: stored offline in the safe, two copies",
        "Bitcoin addresses starting with bc1q are native SegWit.",
        "Mollie test keys start with test_; we only use them in staging.",
        "Mandrill was renamed Mailchimp Transactional.",
        "Rotate the Trello token when someone leaves the board.",
        "ssh-keygen -lf ~/.ssh/id_ed25519.pub shows SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s",
        "The release checksum is 9e107d9d372bb6826bd81d3542a419d6 (MD5, for old mirrors).",
        "Order id 7f3c9a2e-41b8-4d6f-9c1e-2a5b8d0f6e3c was refunded.",
        "git commit 3b18e512dba79e4c8300dd08aeb37f8e728b8dad fixed the webhook.",
        "Use --password-stdin for every registry login in CI.",
        "The Solana program id is TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA (public).",
    ]
    return forms.made, negatives
