"""Round thirty-six's held-out split of the secret corpus (``eval/secrets.py --round-thirty-six``), for later.

Written and committed on 2026-12-07, after round thirty-four was read, before round thirty-five's misses and redacted
look-alikes were printed: an Ansible inventory's ``ansible_become_pass``, a Helm ``--set ...auth.password``, a
redis.conf ``requirepass``, ``mongosh -p``, a ``.pgpass`` line, ``openssl ... -passout pass:``, ``keytool
-storepass``, ``htpasswd -b``, PowerShell's ``ConvertTo-SecureString ... -AsPlainText``, ``net use ... /user:``,
``sshpass -p``, ``xfreerdp /p:``, ``rabbitmqctl add_user``, ``ALTER ROLE ... PASSWORD``, ``ldapsearch -w``, a CIFS
mount's ``password=`` option, ``snmpwalk -A``, ``ipmitool -P``, ``mosquitto_pub -P``, a Go MySQL DSN
``user:password@tcp(...)``, a Telegram bot token, Ruby's ``Redis.new(password: ...)``; passwords in prose in Amharic
and Khmer; look-alikes beside them. Measured with counts only, never tuned on; once a round reads it, it is dev data.
"""

import string
from typing import Any

ROUND_THIRTY_SIX_SEED = 363636
ALNUM = string.ascii_letters + string.digits


def round_thirty_six(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round thirty-six's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_THIRTY_SIX_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("ansible_become_pass", "[web]\nweb1.acme.io ansible_user=deploy ansible_become_pass={s}", r(ALNUM, 14))
        add("helm --set auth.password", "helm upgrade --install shop-db bitnami/postgresql "
            "--set auth.username=app --set auth.password={s}", r(ALNUM, 16))  # fmt: skip
        add("redis.conf requirepass", "# redis.conf\nbind 10.0.0.5\nrequirepass {s}\nmaxmemory 2gb", r(ALNUM, 20))
        add("mongosh -p", 'mongosh "mongodb://db.acme.io:27017/shop" -u admin -p {s} --authenticationDatabase admin',
            r(ALNUM, 14))  # fmt: skip
        add(".pgpass line", "# ~/.pgpass\ndb.acme.io:5432:shop:app:{s}", r(ALNUM, 16))
        add("openssl -passout pass:", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out shop.p12 "
            "-passout pass:{s}", r(ALNUM, 14))  # fmt: skip
        add("keytool -storepass", "keytool -importcert -alias acme -file ca.crt -keystore truststore.jks "
            "-storepass {s} -noprompt", r(ALNUM, 14))  # fmt: skip
        add("htpasswd -b", "htpasswd -b -c /etc/nginx/.htpasswd grafana {s}", r(ALNUM, 12))
        add("powershell ConvertTo-SecureString", '$pw = ConvertTo-SecureString "{s}" -AsPlainText -Force',
            r(ALNUM, 14))  # fmt: skip
        add("net use /user", r"net use Z: \\files.acme.local\share {s} /user:ACME\bob", r(ALNUM, 12))
        add("sshpass -p", "sshpass -p '{s}' ssh deploy@web1.acme.io 'sudo systemctl restart shop'", r(ALNUM, 12))
        add("xfreerdp /p:", "xfreerdp /v:jump.acme.local /u:ACME\\bob /p:{s} /dynamic-resolution", r(ALNUM, 12))
        add("rabbitmqctl add_user", "rabbitmqctl add_user shop {s} && rabbitmqctl set_user_tags shop monitoring",
            r(ALNUM, 14))  # fmt: skip
        add("ALTER ROLE PASSWORD", "ALTER ROLE reporting WITH LOGIN PASSWORD '{s}' VALID UNTIL '2027-06-30';",
            r(ALNUM, 14))  # fmt: skip
        add("ldapsearch -w", 'ldapsearch -x -H ldap://ldap.acme.local -D "cn=admin,dc=acme,dc=local" -w {s} '
            '-b "dc=acme,dc=local" "(uid=bob)"', r(ALNUM, 12))  # fmt: skip
        add("cifs mount password=", "mount -t cifs //nas.acme.local/backup /mnt/backup "
            "-o username=backup,password={s},vers=3.0", r(ALNUM, 14))  # fmt: skip
        add("snmpwalk -A", "snmpwalk -v3 -l authPriv -u monitor -a SHA -A {s} -x AES -X {s} core-sw1.acme.local",
            r(ALNUM, 14))  # fmt: skip
        add("ipmitool -P", "ipmitool -I lanplus -H 10.0.9.21 -U ADMIN -P {s} chassis power status", r(ALNUM, 12))
        add("mosquitto_pub -P", 'mosquitto_pub -h mqtt.acme.io -u sensor -P {s} -t "plant/temp" -m 21.5',
            r(ALNUM, 12))  # fmt: skip
        add("go mysql dsn", 'db, err := sql.Open("mysql", "shop:{s}@tcp(db.acme.io:3306)/shop?parseTime=true")',
            r(ALNUM, 14))  # fmt: skip
        add("telegram bot token", "TELEGRAM_BOT=alerts\nbot token: {s}", r(string.digits, 10) + ":AA" + r(ALNUM, 33))
        add("ruby Redis.new password:", 'redis = Redis.new(host: "cache.acme.io", port: 6379, password: "{s}")',
            r(ALNUM, 16))  # fmt: skip
        add("prose password, Amharic", "የአገልጋዩ የይለፍ ቃል {s} ነው።", r(ALNUM, 10))
        add("prose password, Khmer", "ពាក្យសម្ងាត់របស់ម៉ាស៊ីនមេគឺ {s}", r(ALNUM, 10))
    negatives = [
        "[web]\nweb1.acme.io ansible_user=deploy ansible_become_pass='{{ vault_become_pass }}'",
        "helm upgrade --install shop-db bitnami/postgresql --set auth.existingSecret=shop-db-auth",
        "# redis.conf\nrequirepass is set from the REDIS_PASSWORD secret at start-up",
        'mongosh "mongodb://db.acme.io:27017/shop" -u admin -p --authenticationDatabase admin   # prompts',
        "# ~/.pgpass\n# host:port:database:user:password, chmod 600 or psql ignores it",
        "openssl pkcs12 -export -in cert.pem -inkey key.pem -out shop.p12 -passout env:P12_PASSWORD",
        "keytool -list -keystore truststore.jks   # asks for the store password",
        "htpasswd -c /etc/nginx/.htpasswd grafana   # prompts twice",
        "$pw = Read-Host -AsSecureString 'Password'",
        r"net use Z: \\files.acme.local\share /user:ACME\bob   (asks for the password)",
        "sshpass -e ssh deploy@web1.acme.io   # reads SSHPASS from the environment",
        "xfreerdp /v:jump.acme.local /u:ACME\\bob /from-stdin",
        "rabbitmqctl change_password shop   # then type it",
        "ALTER ROLE reporting WITH LOGIN PASSWORD NULL;",
        "ldapsearch -x -H ldap://ldap.acme.local -D cn=admin,dc=acme,dc=local -W -b dc=acme,dc=local",
        "mount -t cifs //nas.acme.local/backup /mnt/backup -o credentials=/root/.smbcred,vers=3.0",
        "snmpwalk -v2c -c public core-sw1.acme.local ifDescr",
        "ipmitool -I lanplus -H 10.0.9.21 -U ADMIN -E chassis power status   # IPMI_PASSWORD in env",
        'mosquitto_sub -h mqtt.acme.io -t "plant/#" -v',
        'db, err := sql.Open("mysql", os.Getenv("SHOP_DSN"))',
        "The Telegram bot for alerts is @acme_alerts_bot; its token is in Vault under telegram/alerts.",
        'redis = Redis.new(url: ENV.fetch("REDIS_URL"))',
        "የይለፍ ቃል ቢያንስ 12 ፊደሎች ሊኖሩት ይገባል።",
        "ពាក្យសម្ងាត់ត្រូវមានយ៉ាងហោចណាស់ 12 តួអក្សរ។",
        "Ansible runs from the bastion with become: true.",
        "Helm chart version 15.5.2 of bitnami/postgresql.",
        "Redis maxmemory is 2gb with allkeys-lru.",
        "MongoDB 7.0 replica set rs0 on three nodes.",
        "The keystore alias is acme; it expires in 2027.",
        "Grafana sits behind nginx basic auth on /grafana.",
        "Mapped drive Z: is the team share on files.acme.local.",
        "RDP goes through jump.acme.local only.",
        "RabbitMQ vhost /shop has three queues.",
        "The reporting role is read-only on the shop schema.",
        "LDAP base DN: dc=acme,dc=local",
        "The NAS backup share is mounted at /mnt/backup nightly.",
        "SNMPv3 with authPriv is required on core switches.",
        "BMC addresses are in 10.0.9.0/24.",
        "MQTT topic plant/temp gets a reading every 10 s.",
        "parseTime=true is needed for DATETIME columns in the Go driver.",
    ]
    return forms.made, negatives
