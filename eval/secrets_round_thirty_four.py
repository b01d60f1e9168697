"""Round thirty-four's held-out split of the secret corpus (``eval/secrets.py --round-thirty-four``), for later.

Written and committed on 2026-11-29, after round thirty-two was read, before round thirty-three's misses and redacted
look-alikes were printed: an Azure storage connection string's ``AccountKey``, ``mkstore -createCredential``,
``jenkins-cli -auth``, ``RAILS_MASTER_KEY``, Symfony's ``APP_SECRET``, ``NEXTAUTH_SECRET``, librdkafka's
``sasl.password``, RabbitMQ's ``default_pass``, a Squid ``cache_peer`` login, OpenStack's ``OS_PASSWORD``,
``GOVC_PASSWORD``, a password piped to ``kinit``, ``bcp -P``, ``KEYCLOAK_ADMIN_PASSWORD``, Postfix's
``sasl_passwd``, a ``.fetchmailrc`` and an ``.msmtprc`` password, a Dovecot ``{PLAIN}`` password, a PgBouncer
``userlist.txt``, a MongoDB Atlas private API key, a Proxmox API token (in Terraform and in a header); passwords in
prose in Assamese and Tswana; look-alikes beside them (placeholders, variables, prompts, public ids, hashes).
Measured with counts only, never tuned on; once a round reads it, it is dev data.
"""

import string
import uuid
from typing import Any

ROUND_THIRTY_FOUR_SEED = 343434
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"


def round_thirty_four(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round thirty-four's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_THIRTY_FOUR_SEED``)."""
    r, add = forms.random, forms.add

    def a_uuid() -> str:
        return str(uuid.UUID(r(HEX, 32)))

    for _ in range(2):
        add("azure storage AccountKey", "DefaultEndpointsProtocol=https;AccountName=acmeexports;AccountKey={s};"
            "EndpointSuffix=core.windows.net", r(B64, 86) + "==")  # fmt: skip
        add("mkstore -createCredential", "mkstore -wrl /u01/wallet -createCredential shopdb app {s}", r(ALNUM, 14))
        add("jenkins-cli -auth", "java -jar jenkins-cli.jar -s https://ci.acme.io/ -auth admin:{s} build deploy-shop",
            "11" + r(HEX, 32))  # fmt: skip
        add("RAILS_MASTER_KEY", "RAILS_MASTER_KEY={s} bin/rails db:migrate", r(HEX, 32))
        add("symfony APP_SECRET", "APP_ENV=prod\nAPP_SECRET={s}", r(HEX, 32))
        add("NEXTAUTH_SECRET", "NEXTAUTH_URL=https://shop.acme.io\nNEXTAUTH_SECRET={s}", r(B64, 43) + "=")
        add("librdkafka sasl.password", "security.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\nsasl.username=shop\n"
            "sasl.password={s}", r(ALNUM, 20))  # fmt: skip
        add("rabbitmq.conf default_pass", "default_user = shop\ndefault_pass = {s}", r(ALNUM, 16))
        add("squid cache_peer login", "cache_peer proxy.acme.io parent 3128 0 no-query login=shop:{s}", r(ALNUM, 12))
        add("OS_PASSWORD", "export OS_AUTH_URL=https://keystone.acme.io:5000/v3\nexport OS_USERNAME=ci\n"
            "export OS_PASSWORD={s}", r(ALNUM, 16))  # fmt: skip
        add("GOVC_PASSWORD", "GOVC_URL=vcenter.acme.lan GOVC_USERNAME=administrator@vsphere.local GOVC_PASSWORD={s} "
            "govc ls", r(ALNUM, 14))  # fmt: skip
        add("password piped to kinit", "echo '{s}' | kinit bob@ACME.IO", r(ALNUM, 12))
        add("bcp -P", "bcp shop.dbo.orders out orders.dat -S sql.acme.lan -U etl -P {s} -c", r(ALNUM, 14))
        add("KEYCLOAK_ADMIN_PASSWORD", "KEYCLOAK_ADMIN=admin KEYCLOAK_ADMIN_PASSWORD={s} kc.sh start-dev", r(ALNUM, 14))
        add("postfix sasl_passwd", "# /etc/postfix/sasl_passwd\n[smtp.acme.io]:587 relay@acme.io:{s}", r(ALNUM, 16))
        add("fetchmailrc password", 'poll imap.acme.io protocol IMAP user "bob" password "{s}"', r(ALNUM, 12))
        add("msmtprc password", "account acme\nhost smtp.acme.io\nuser bob@acme.io\npassword {s}", r(ALNUM, 14))
        add("dovecot {PLAIN}", "bob:{{PLAIN}}{s}::::::", r(ALNUM, 12))
        add("pgbouncer userlist", 'pgbouncer userlist.txt:\n"shop" "{s}"', r(ALNUM, 16))
        add("atlas private api key", "atlas config set public_api_key qzvbhmke\natlas config set private_api_key {s}",
            a_uuid())  # fmt: skip
        add("proxmox token in terraform", 'provider "proxmox" {{\n  pm_api_token_id     = "ci@pve!deploy"\n'
            '  pm_api_token_secret = "{s}"\n}}', a_uuid())  # fmt: skip
        add("proxmox token header", "Authorization: PVEAPIToken=root@pam!ci={s}", a_uuid())
        add("prose password, Assamese", "চাৰ্ভাৰৰ পাছৱৰ্ড হৈছে {s}", r(ALNUM, 10))
        add("prose password, Tswana", "lefoko la sephiri la server ke {s}", r(ALNUM, 10))
    negatives = [
        "DefaultEndpointsProtocol=https;AccountName=acmeexports;AccountKey=<storage account key>;EndpointSuffix=core."
        "windows.net",
        "mkstore -wrl /u01/wallet -createCredential shopdb app   # prompts for the password twice",
        "java -jar jenkins-cli.jar -s https://ci.acme.io/ -auth @/home/ci/.jenkins-auth build deploy-shop",
        "RAILS_MASTER_KEY lives in config/master.key, which is git-ignored.",
        "APP_SECRET=%env(APP_SECRET)%",
        "NEXTAUTH_SECRET=${NEXTAUTH_SECRET}",
        "sasl.password=${KAFKA_PASSWORD}",
        "default_user = guest and default_pass = guest only work from localhost.",
        "cache_peer proxy.acme.io parent 3128 0 no-query login=PASSTHRU",
        "export OS_PASSWORD=$(openstack-secret get ci)",
        "GOVC_PASSWORD is read from the CI variables; govc ls lists the inventory.",
        "kinit bob@ACME.IO   # type the password at the prompt",
        "bcp shop.dbo.orders out orders.dat -S sql.acme.lan -T -c",
        "KEYCLOAK_ADMIN_PASSWORD must be changed after the first start.",
        "[smtp.acme.io]:587 relay@acme.io:${SMTP_PASSWORD}",
        'poll imap.acme.io protocol IMAP user "bob" password "********"',
        "passwordeval gpg --quiet --decrypt ~/.msmtp-password.gpg",
        "bob:{SHA512-CRYPT}$6$rounds=5000$saltsalt$abcdefghijklmnopqrstuv::::::",
        '"shop" "md5d8578edf8458ce06fbc5bb76a58c5ca4"',
        "atlas config set public_api_key qzvbhmke",
        "pm_api_token_secret = var.proxmox_token_secret",
        "Authorization: PVEAPIToken=root@pam!ci=<token secret>",
        "পাছৱৰ্ডত কমেও ১২টা আখৰ থাকিব লাগিব।",
        "Lefoko la sephiri le tshwanetse go nna le ditlhaka di le 12.",
        "Storage account name: acmeexports (public, part of every blob URL).",
        "Oracle wallet location: /u01/wallet",
        "Jenkins build number 4821 deployed shop 2.14.0.",
        "Rails credentials are edited with bin/rails credentials:edit.",
        "Symfony's APP_ENV is prod on the servers and dev locally.",
        "NEXTAUTH_URL=https://shop.acme.io",
        "sasl.mechanisms=SCRAM-SHA-512",
        "RabbitMQ management UI: https://mq.acme.io:15672",
        "OpenStack project id: 8f2c1a9e4b7d4c3e9a1f6b2d5c8e7a0f",
        "vCenter thumbprint: 7B:3E:D0:88:1C:5A:6F:02:9E:B7:44:C3:4F:2A:9C:11:AA:BB:CC:DD",
        "Kerberos realm: ACME.IO; KDC: kdc1.acme.io",
        "Keycloak realm: shop; client id: shop-web (public client)",
        "Atlas project id: 5f8d0d55b54764421b7156c9",
        "Proxmox node pve1, VM 104, template ubuntu-24.04",
        "Ticket a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d was closed.",
        "sha256 of the release tarball: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    ]
    return forms.made, negatives
