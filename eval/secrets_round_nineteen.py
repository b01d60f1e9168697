"""Round nineteen's held-out split of the secret corpus (``eval/secrets.py --round-nineteen``), for a later round.

Written and committed on 2026-11-28, before round seventeen's and eighteen's misses were read: Meilisearch, Typesense,
Sanity, Upstash, Mux, Segment, Bitwarden and Infisical keys, a Neon URL's `npg_` password, ClickHouse's
`<password>` element, a Tomcat user's password attribute, an OpenVPN credentials file, `echo X | docker login
--password-stdin`, Slack and Discord webhook URLs, a Vault AppRole `secret_id`, Kafka's JAAS password, SNMPv3's `-A`,
MySQL's `MASTER_PASSWORD`, an IPsec PSK, a MikroTik `/user add ... password=`, `psexec -p`, a `PRIVATE-TOKEN` header,
chat shorthand ("use X to get into grafana", "if it asks for a password type X"), and passwords in prose in Tamil,
Telugu, Punjabi, Marathi, Gujarati, Kannada, Malayalam, Amharic, Burmese and Slovak; look-alikes beside them.
Measured with counts only, never tuned on; once a round reads it, it is dev data.
"""

import string
from typing import Any

ROUND_NINETEEN_SEED = 191919
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def round_nineteen(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round nineteen's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_NINETEEN_SEED``)."""
    r, add = forms.random, forms.add

    def uuid() -> str:
        return "-".join(r(HEX, n) for n in (8, 4, 4, 4, 12))

    for _ in range(2):
        add("meilisearch master key", "MEILI_MASTER_KEY={s}", r(ALNUM + "_-", 32))
        add("typesense key", "TYPESENSE_API_KEY={s}", r(ALNUM, 32))
        add("sanity token", "SANITY_API_TOKEN={s}", "sk" + r(ALNUM, 80))
        add("upstash token", "UPSTASH_REDIS_REST_TOKEN={s}", "A" + r(ALNUM, 59) + "=")
        add(
            "neon url password",
            "DATABASE_URL=postgres://neondb_owner:{s}@ep-cool-dawn-123456.eu-central-1.aws.neon.tech/neondb",
            "npg_" + r(ALNUM, 12),
        )
        add("clickhouse password element", "<users><default><password>{s}</password></default></users>", r(ALNUM, 16))
        add("tomcat user", '<user username="admin" password="{s}" roles="manager-gui"/>', r(ALNUM, 14))
        add("openvpn credentials file", "cat /etc/openvpn/creds.txt\nvpnuser\n{s}", r(ALNUM, 14))
        add("docker login stdin", "echo {s} | docker login -u ci --password-stdin registry.acme.io", r(ALNUM, 20))
        add(
            "slack webhook",
            "SLACK_WEBHOOK=https://hooks.slack.com/services/T0ABCDEF1/B0ABCDEF2/{s}",
            r(ALNUM, 24),
        )
        add(
            "discord webhook",
            "https://discord.com/api/webhooks/1123456789012345678/{s}",
            r(ALNUM + "_-", 68),
        )
        add("mux token secret", "MUX_TOKEN_SECRET={s}", r(ALNUM + "+/", 75))
        add("segment write key", "SEGMENT_WRITE_KEY={s}", r(ALNUM, 32))
        add("bitwarden client secret", "BW_CLIENTSECRET={s}", r(ALNUM, 30))
        add("infisical token", "INFISICAL_TOKEN={s}", "st." + uuid() + "." + r(HEX, 32) + "." + r(HEX, 32))
        add("vault approle secret id", "vault write auth/approle/login role_id=db-app secret_id={s}", uuid())
        add(
            "kafka jaas password",
            'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="app" '
            'password="{s}";',
            r(ALNUM, 16),
        )
        add(
            "snmpv3 auth pass",
            "snmpwalk -v3 -u monitor -l authPriv -a SHA -A {s} -x AES -X privpass1 10.0.0.1",
            r(ALNUM, 14),
        )
        add("mysql master password", "CHANGE MASTER TO MASTER_USER='repl', MASTER_PASSWORD='{s}';", r(ALNUM, 14))
        add("ipsec psk", '10.0.0.1 10.0.0.2 : PSK "{s}"', r(ALNUM, 20))
        add("mikrotik user add", "/user add name=ops password={s} group=full", r(ALNUM, 14))
        add("psexec password", "psexec \\\\web01 -u ACME\\admin -p {s} cmd", r(ALNUM, 14))
        add(
            "private-token header",
            'curl -H "PRIVATE-TOKEN: {s}" https://git.acme.io/api/v4/projects',
            r(ALNUM + "_-", 20),
        )
        add("chat get into", "use {s} to get into grafana", r(ALNUM, 12))
        add("chat if it asks", "if it asks for a password type {s}", r(ALNUM, 12))
        add("prose password, Tamil", "சர்வரின் கடவுச்சொல் {s}", r(ALNUM, 10))
        add("prose password, Telugu", "సర్వర్ పాస్‌వర్డ్ {s}", r(ALNUM, 10))
        add("prose password, Punjabi", "ਸਰਵਰ ਦਾ ਪਾਸਵਰਡ {s} ਹੈ", r(ALNUM, 10))
        add("prose password, Marathi", "सर्व्हरचा पासवर्ड {s} आहे", r(ALNUM, 10))
        add("prose password, Gujarati", "સર્વરનો પાસવર્ડ {s} છે", r(ALNUM, 10))
        add("prose password, Kannada", "ಸರ್ವರ್ ಪಾಸ್‌ವರ್ಡ್ {s}", r(ALNUM, 10))
        add("prose password, Malayalam", "സെർവറിന്റെ പാസ്‌വേഡ് {s} ആണ്", r(ALNUM, 10))
        add("prose password, Amharic", "የሰርቨሩ የይለፍ ቃል {s} ነው", r(ALNUM, 10))
        add("prose password, Burmese", "ဆာဗာ စကားဝှက်မှာ {s} ဖြစ်သည်", r(ALNUM, 10))
        add("prose password, Slovak", "heslo k serveru je {s}", r(ALNUM, 10))
    negatives = [
        "MEILI_ENV=production",
        "TYPESENSE_HOST=search.acme.io",
        "SANITY_PROJECT_ID=abc123xy",
        "UPSTASH_REDIS_REST_URL=https://eu1-shop.upstash.io",
        "DATABASE_URL=postgres://neondb_owner@ep-cool-dawn-123456.eu-central-1.aws.neon.tech/neondb (no password)",
        "<password></password> stays empty for the default user in users.xml on laptops.",
        '<user username="admin" password="${TOMCAT_PASS}" roles="manager-gui"/>',
        "auth-user-pass /etc/openvpn/creds.txt",
        'echo "$REGISTRY_TOKEN" | docker login -u ci --password-stdin registry.acme.io',
        "Slack webhook URLs live in the secret store; the channel is #deploys.",
        "https://discord.com/developers/docs/resources/webhook",
        "MUX_TOKEN_ID is the public half of the pair.",
        "SEGMENT_WORKSPACE=acme",
        "BW_CLIENTID is kept in the team vault.",
        "INFISICAL_API_URL=https://app.infisical.com/api",
        "vault write auth/approle/login role_id=$ROLE_ID secret_id=$SECRET_ID",
        'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="app" '
        'password="${KAFKA_PASSWORD}";',
        "snmpwalk -v3 -u monitor -l authPriv 10.0.0.1 (credentials from snmp.conf)",
        "CHANGE MASTER TO MASTER_HOST='db1', MASTER_PORT=3306;",
        "The IPsec PSK is read from /etc/ipsec.d/psk.txt.",
        "/user add name=ops group=read",
        "psexec \\\\web01 -u ACME\\admin cmd (it prompts for the password)",
        'curl -H "PRIVATE-TOKEN: $GITLAB_TOKEN" https://git.acme.io/api/v4/projects',
        "use SSO to get into grafana",
        "if it asks for a password, ask #ops",
        "கடவுச்சொல் குறைந்தது 12 எழுத்துகள் இருக்க வேண்டும்.",
        "పాస్‌వర్డ్ కనీసం 12 అక్షరాలు ఉండాలి.",
        "ਪਾਸਵਰਡ ਘੱਟੋ-ਘੱਟ 12 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ।",
        "पासवर्ड किमान 12 अक्षरांचा असावा.",
        "પાસવર્ડ ઓછામાં ઓછા 12 અક્ષરનો હોવો જોઈએ.",
        "ಪಾಸ್‌ವರ್ಡ್ ಕನಿಷ್ಠ 12 ಅಕ್ಷರಗಳಿರಬೇಕು.",
        "പാസ്‌വേഡിന് കുറഞ്ഞത് 12 അക്ഷരങ്ങൾ വേണം.",
        "የይለፍ ቃሉ ቢያንስ 12 ቁምፊዎች ሊኖሩት ይገባል።",
        "စကားဝှက်သည် အနည်းဆုံး စာလုံး 12 လုံး ရှိရမည်။",
        "Heslo musí mať aspoň 12 znakov.",
        "The Meilisearch index is rebuilt nightly.",
        "The Discord webhook posts to #alerts.",
        "The IPsec tunnel uses IKEv2 with AES-256.",
        "The Kafka topic orders has 12 partitions.",
        "Commit 9f2c4e1 fixed the webhook retries.",
    ]
    return forms.made, negatives
