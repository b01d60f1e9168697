"""Round thirty's held-out split of the secret corpus (``eval/secrets.py --round-thirty``), for a later round.

Written and committed on 2026-11-29, before round twenty-nine's misses and redacted look-alikes were printed:
passwords handed to Kafka's JAAS line, to a PHP PDO constructor, to Oracle's ``sqlplus user/password@db``, to SNMPv3,
to Dell's ``racadm``, to NuGet (``-Password`` and ``ClearTextPassword``), to Maven's ``settings.xml`` and to Java's
``keyStorePassword`` property; tokens in a URL's path (conda channels, a Mattermost hook), a Microsoft Teams and a
Google Chat webhook, an Azure Service Bus ``SharedAccessKey``, a Qdrant Cloud API key, Langfuse, Fireworks, xAI and
Voyage AI keys, a PuTTY private key, an OpenVPN static key, a Tor service key, an alarm PIN; passwords in prose in
Galician, Belarusian, Khmer, Lao and Tatar; look-alikes beside them (encrypted values from eyaml, SOPS and sealed
secrets, public keys, Sentry's public DSN, placeholders, prompts). Measured with counts only, never tuned on; once a
round reads it, it is dev data.
"""

import base64
import string
from typing import Any

ROUND_THIRTY_SEED = 303030
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
DIGITS = "0123456789"
B64 = string.ascii_letters + string.digits + "+/"


def round_thirty(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round thirty's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_THIRTY_SEED``)."""
    r, add = forms.random, forms.add

    def guid() -> str:
        return "-".join(r(HEX, n) for n in (8, 4, 4, 4, 12))

    for _ in range(2):
        add("kafka jaas", 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required '
            'username="orders" password="{s}";', r(ALNUM, 18))  # fmt: skip
        add("php pdo", "$db = new PDO('mysql:host=db;dbname=shop', 'shop', '{s}');", r(ALNUM, 16))
        add("sqlplus user/pass@db", "sqlplus scott/{s}@//db.acme.io:1521/ORCL", r(ALNUM, 12))
        add("snmpv3 auth", "snmpwalk -v3 -u monitor -l authPriv -a SHA -A {s} -x AES -X privkey-unused 10.0.0.1",
            r(ALNUM, 14))  # fmt: skip
        add("racadm -p", "racadm -r 10.0.0.21 -u root -p {s} getsysinfo", r(ALNUM, 12))
        add("nuget -Password", "nuget sources add -Name acme -Source https://pkgs.acme.io/nuget -Username ci "
            "-Password {s}", r(ALNUM, 20))  # fmt: skip
        add("nuget ClearTextPassword", '<add key="ClearTextPassword" value="{s}" />', r(ALNUM, 20))
        add("maven settings.xml", "<server><id>acme-releases</id><username>deploy</username><password>{s}</password>"
            "</server>", r(ALNUM, 18))  # fmt: skip
        add("java keyStorePassword", "java -Djavax.net.ssl.keyStorePassword={s} -jar gateway.jar", r(ALNUM, 14))
        add("conda channel token", "conda install -c https://conda.anaconda.org/t/{s}/acme acme-tools",
            "ac-" + r(ALNUM, 28))  # fmt: skip
        add("mattermost hook", "curl -X POST -d @msg.json https://chat.acme.io/hooks/{s}",
            r(string.ascii_lowercase + DIGITS, 26))  # fmt: skip
        add("teams webhook", "TEAMS_WEBHOOK=https://acme.webhook.office.com/webhookb2/" + guid() + "@" + guid()
            + "/IncomingWebhook/{s}/" + guid(), r(HEX, 32))  # fmt: skip
        add("google chat webhook", "https://chat.googleapis.com/v1/spaces/AAAAx1y2z3/messages?key=AIzaSyDdI0hCZtE6vySj"
            "Mm-WEfRq3CPzqKqqsHI&token={s}", r(ALNUM + "-_", 43))  # fmt: skip
        add("service bus sas key", "Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=RootManageShared"
            "AccessKey;SharedAccessKey={s}=", r(B64, 43))  # fmt: skip
        add("qdrant cloud key", "QDRANT__SERVICE__API_KEY={s}", r(ALNUM + "_-", 40))
        add("langfuse secret key", "LANGFUSE_SECRET_KEY={s}", "sk-lf-" + guid())
        add("fireworks key", "FIREWORKS_API_KEY={s}", "fw_" + r(ALNUM, 24))
        add("xai key", 'client = Client(api_key="{s}")', "xai-" + r(ALNUM, 80))
        add("voyage key", "export VOYAGE_API_KEY={s}", "pa-" + r(ALNUM + "-_", 43))
        add("putty private key", "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy\n"
            "Public-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl\n"
            "Private-Lines: 1\n{s}", r(B64, 44))  # fmt: skip
        add("openvpn static key", "-----BEGIN OpenVPN Static key V1-----\n{s}\n", "\n".join(r(HEX, 32)
            for _ in range(4)))  # fmt: skip
        add("tor service key", "== ed25519v1-secret: type0 ==\nHiddenServicePrivateKey ED25519-V3:{s}",
            base64.b64encode(bytes(int(r(DIGITS, 2)) % 256 for _ in range(64))).decode())  # fmt: skip
        add("alarm pin", "the PIN for the office alarm is {s}, don't write it on the door", r(DIGITS, 6))
        add("prose password, Galician", "o contrasinal do servidor é {s}", r(ALNUM, 10))
        add("prose password, Belarusian", "пароль ад сервера: {s}", r(ALNUM, 10))
        add("prose password, Khmer", "ពាក្យសម្ងាត់របស់ម៉ាស៊ីនមេគឺ {s}", r(ALNUM, 10))
        add("prose password, Lao", "ລະຫັດຜ່ານຂອງເຊີບເວີແມ່ນ {s}", r(ALNUM, 10))
        add("prose password, Tatar", "серверның серсүзе {s}", r(ALNUM, 10))
    negatives = [
        'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="orders" '
        'password="${file:/etc/kafka/secrets.properties:orders.password}";',
        "$db = new PDO($dsn, getenv('DB_USER'), getenv('DB_PASSWORD'));",
        "sqlplus /nolog   then CONNECT scott@ORCL and type the password at the prompt",
        'snmpwalk -v3 -u monitor -l authPriv -a SHA -A "$SNMP_AUTH" -x AES -X "$SNMP_PRIV" 10.0.0.1',
        "racadm -r 10.0.0.21 -u root getsysinfo   # racadm asks for the password",
        "nuget sources add -Name acme -Source https://pkgs.acme.io/nuget -Username ci -Password %NUGET_PAT%",
        '<add key="ClearTextPassword" value="%NUGET_PASSWORD%" />',
        "<server><id>acme-releases</id><username>deploy</username><password>${env.MAVEN_PASSWORD}</password></server>",
        "java -Djavax.net.ssl.keyStore=/etc/gw/keystore.p12 -Djavax.net.ssl.keyStoreType=PKCS12 -jar gateway.jar",
        "conda install -c conda-forge numpy",
        "Mattermost incoming hooks live under /hooks/; create one per channel in the integrations page.",
        "TEAMS_WEBHOOK is set in the pipeline's secret variables; never paste the URL in chat.",
        "Google Chat webhooks need the space id and a key; we keep them in Secret Manager.",
        "Endpoint=sb://acme.servicebus.windows.net/;Authentication=Managed Identity",
        "QDRANT__SERVICE__API_KEY is read from the Kubernetes secret qdrant-auth.",
        "LANGFUSE_PUBLIC_KEY=pk-lf-7c1e2d3a-4b5f-6a7e-8d9c-0b1a2f3e4d5c",
        "FIREWORKS_API_KEY=<your key from the Fireworks dashboard>",
        'client = Client(api_key=os.environ["XAI_API_KEY"])',
        "export VOYAGE_API_KEY=$(op read op://ai/voyage/credential)",
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: aes256-cbc\nComment: deploy (passphrase-protected)",
        "OpenVPN static keys start with -----BEGIN OpenVPN Static key V1----- and must never be shared.",
        "HiddenServiceDir /var/lib/tor/acme/  # tor writes hs_ed25519_secret_key there",
        "The PIN pad at the office door needs six digits; ask facilities for yours.",
        "O contrasinal debe ter polo menos 12 caracteres.",
        "Пароль павінен мець не менш за 12 сімвалаў.",
        "ពាក្យសម្ងាត់ត្រូវមានយ៉ាងហោចណាស់ ១២ តួអក្សរ។",
        "ລະຫັດຜ່ານຕ້ອງມີຢ່າງໜ້ອຍ 12 ຕົວອັກສອນ.",
        "Серсүз кимендә 12 символдан торырга тиеш.",
        "db_password: ENC[PKCS7,MIIBiQYJKoZIhvcNAQcDoIIBejCCAXYCAQAxggEhMIIBHQIBADAFMAACAQEwDQYJKoZIhvcNAQEBBQAEgg"
        "EAYx]",
        "password: ENC[AES256_GCM,data:Tr7o1Q==,iv:8mW1pQ8cZ1c2E9Ug7x1mGq2o0bQ=,tag:yJ5wqU8tQe1Jx2o8F3m9vA==,type:str]",
        "encryptedData:\n  password: AgBy3i4OJSWK+PiTySYZZA9rO43cGDEq8mX2b7pQ1fW9eJ0yRkLh",
        "SENTRY_DSN=https://3f2a9c1e7b4d4e8f9a0b1c2d3e4f5a6b@o123456.ingest.sentry.io/4505123",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGq1mO2dZ3y8fX0vQ9r5tL7hW4kJ2nP6sB1cE3aD8uF0 deploy@acme",
        "The Qdrant API key header is named api-key; the read-only key uses the same header.",
        "PIN: 0000 is the factory default on these locks; change it at install.",
        "Ticket PAY-4821 fixed the PIN entry screen.",
        "Kafka clients authenticate with SCRAM-SHA-512; credentials come from the vault.",
        "sqlplus scott@ORCL   (prompts for the password)",
        "The webhook id 8b2f4c1a-1d2e-4f5a-9b8c-7d6e5f4a3b2c identifies the channel, it is not a secret.",
        "xai-org/grok-1 is the model's repository name.",
    ]
    return forms.made, negatives
