"""Round thirty-five's held-out split of the secret corpus (``eval/secrets.py --round-thirty-five``), for later.

Written and committed on 2026-11-29, after round thirty-three was read, before round thirty-four's misses and redacted
look-alikes were printed: a Kubernetes env entry's ``value`` under its ``name``, a Compose ``environment`` password,
passwords given as positional arguments (Perl's ``DBI->connect``, Ruby's ``Net::SMTP.start``, Java's
``DriverManager.getConnection``, C#'s ``NetworkCredential``, Python's ``smtplib`` and ``ftplib`` ``login``, a Jenkins
``UsernamePasswordCredentialsImpl``), Alertmanager's ``smtp_auth_password``, a Prometheus ``basic_auth`` block,
Grafana's ``secureJsonData``, FortiGate's ``set password``, VyOS's ``plaintext-password``, a password piped to
``smbpasswd``, an Asterisk PJSIP ``auth`` section, a Home Assistant ``secrets.yaml``, ``kubectl create secret
docker-registry --docker-password``, a davfs2 ``secrets`` line, ``curl --proxy-user``, ``wget --proxy-password``;
passwords in prose in Tibetan and Dhivehi; look-alikes beside them. Measured with counts only, never tuned on; once a
round reads it, it is dev data.
"""

import string
from typing import Any

ROUND_THIRTY_FIVE_SEED = 353535
ALNUM = string.ascii_letters + string.digits


def round_thirty_five(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round thirty-five's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_THIRTY_FIVE_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("k8s env name and value", 'env:\n  - name: DB_USER\n    value: app\n  - name: DB_PASSWORD\n'
            '    value: "{s}"', r(ALNUM, 16))  # fmt: skip
        add("compose environment", "services:\n  db:\n    image: mariadb:11\n    environment:\n"
            "      MARIADB_ROOT_PASSWORD: {s}", r(ALNUM, 16))  # fmt: skip
        add("perl DBI->connect", 'my $dbh = DBI->connect("dbi:Pg:dbname=shop;host=db.acme.io", "app", "{s}");',
            r(ALNUM, 14))  # fmt: skip
        add("ruby Net::SMTP.start", "Net::SMTP.start('smtp.acme.io', 587, 'acme.io', 'bob@acme.io', '{s}', :login)",
            r(ALNUM, 14))  # fmt: skip
        add("java getConnection", 'Connection c = DriverManager.getConnection("jdbc:mysql://db.acme.io/shop", "app", '
            '"{s}");', r(ALNUM, 14))  # fmt: skip
        add("c# NetworkCredential", 'client.Credentials = new NetworkCredential("bob@acme.io", "{s}");', r(ALNUM, 14))
        add("smtplib login", "server = smtplib.SMTP_SSL('smtp.acme.io')\nserver.login('bob@acme.io', '{s}')",
            r(ALNUM, 14))  # fmt: skip
        add("ftplib login", "ftp = FTP('ftp.acme.io')\nftp.login('upload', '{s}')", r(ALNUM, 12))
        add("jenkins credentials groovy", "new UsernamePasswordCredentialsImpl(CredentialsScope.GLOBAL, 'nexus', "
            "'Nexus deploy', 'ci', '{s}')", r(ALNUM, 16))  # fmt: skip
        add("alertmanager smtp_auth_password", "global:\n  smtp_smarthost: smtp.acme.io:587\n  smtp_auth_username: "
            "alerts@acme.io\n  smtp_auth_password: {s}", r(ALNUM, 16))  # fmt: skip
        add("prometheus basic_auth", "- job_name: shop\n  basic_auth:\n    username: prom\n    password: {s}",
            r(ALNUM, 16))  # fmt: skip
        add("grafana secureJsonData", "datasources:\n  - name: Shop DB\n    type: mysql\n    user: grafana\n"
            "    secureJsonData:\n      password: {s}", r(ALNUM, 16))  # fmt: skip
        add("fortigate set password", "config system admin\n    edit admin\n        set password {s}\n    next\nend",
            r(ALNUM, 14))  # fmt: skip
        add("vyos plaintext-password", "set system login user vyos authentication plaintext-password {s}",
            r(ALNUM, 14))  # fmt: skip
        add("smbpasswd piped", "(echo {s}; echo {s}) | smbpasswd -s -a bob", r(ALNUM, 12))
        add("asterisk pjsip auth", "[6001-auth]\ntype=auth\nauth_type=userpass\nusername=6001\npassword={s}",
            r(ALNUM, 14))  # fmt: skip
        add("home assistant secrets.yaml", "# secrets.yaml\nmqtt_user: homeassistant\nmqtt_password: {s}", r(ALNUM, 16))
        add("kubectl --docker-password", "kubectl create secret docker-registry regcred "
            "--docker-server=registry.acme.io --docker-username=ci --docker-password={s}", r(ALNUM, 20))  # fmt: skip
        add("davfs2 secrets line", 'echo "https://dav.acme.io/files bob {s}" >> /etc/davfs2/secrets', r(ALNUM, 14))
        add("curl --proxy-user", "curl --proxy http://proxy.acme.io:3128 --proxy-user bob:{s} https://example.com",
            r(ALNUM, 12))  # fmt: skip
        add("wget --proxy-password", "wget --proxy-user=bob --proxy-password={s} https://example.com/file.tar.gz",
            r(ALNUM, 12))  # fmt: skip
        add("proxy password in an env file", "HTTP_PROXY_USER=bob\nHTTP_PROXY_PASS={s}", r(ALNUM, 14))
        add("prose password, Tibetan", "ཞབས་ཞུ་འཕྲུལ་ཆས་ཀྱི་གསང་ཚིག་ནི་ {s} ཡིན།", r(ALNUM, 10))
        add("prose password, Dhivehi", "ސާވަރުގެ ޕާސްވޯޑަކީ {s}", r(ALNUM, 10))
    negatives = [
        "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: shop-db\n"
        "        key: password",
        "environment:\n  MARIADB_ROOT_PASSWORD_FILE: /run/secrets/db_root_password",
        'my $dbh = DBI->connect("dbi:Pg:dbname=shop;host=db.acme.io", "app", $ENV{DB_PASSWORD});',
        "Net::SMTP.start('smtp.acme.io', 587, 'acme.io', user, ENV['SMTP_PASSWORD'], :login)",
        "Connection c = DriverManager.getConnection(url, props);  // user and password come from props",
        "client.Credentials = new NetworkCredential(user, password);",
        "server.login(os.environ['SMTP_USER'], os.environ['SMTP_PASSWORD'])",
        "ftp.login()  # anonymous",
        "new UsernamePasswordCredentialsImpl(CredentialsScope.GLOBAL, 'nexus', 'Nexus deploy', 'ci', nexusPassword)",
        "smtp_auth_password_file: /etc/alertmanager/smtp_password",
        "basic_auth:\n  username: prom\n  password_file: /etc/prometheus/shop.pass",
        "secureJsonData:\n  password: $GRAFANA_DB_PASSWORD",
        "config system admin\n    edit admin\n        set password ENC SH2mQpV9xZ7n0Y1c2eR3tU4iO5pA6sD7fG8hJ9kL0zX",
        "set system login user vyos authentication encrypted-password '$6$rounds=656000$abcdefghij$klmnopqrstuv'",
        "smbpasswd -a bob   # asks for the new password twice",
        "[6001-auth]\ntype=auth\nauth_type=md5\nusername=6001\nmd5_cred=5f4dcc3b5aa765d61d8327deb882cf99",
        "mqtt_password: !secret mqtt_password",
        "kubectl create secret docker-registry regcred --docker-server=registry.acme.io --from-file=.dockerconfigjson",
        "https://dav.acme.io/files is mounted at /mnt/dav with davfs2; credentials in /etc/davfs2/secrets.",
        "curl --proxy http://proxy.acme.io:3128 --proxy-user bob https://example.com   # prompts",
        "wget --proxy-user=bob --ask-password https://example.com/file.tar.gz",
        "HTTP_PROXY_PASS is set by the login script.",
        "གསང་ཚིག་ལ་ཡིག་འབྲུ་ ༡༢ ཉུང་མཐར་དགོས།",
        "ޕާސްވޯޑުގައި މަދުވެގެން 12 އަކުރު ހުންނަން ޖެހޭ.",
        "The DB_PASSWORD env var is injected from the shop-db secret.",
        "MariaDB 11 is the image for the db service.",
        "DBI->connect returns undef on failure; check $DBI::errstr.",
        "Net::SMTP uses port 587 with STARTTLS here.",
        "jdbc:mysql://db.acme.io/shop?useSSL=true",
        "NetworkCredential is used for the SMTP relay only.",
        "smtplib.SMTP_SSL defaults to port 465.",
        "The FTP upload folder is /incoming.",
        "Jenkins credential id: nexus",
        "Alertmanager sends to #ops-alerts and to alerts@acme.io.",
        "Prometheus scrapes shop every 15s.",
        "Grafana datasource uid: P8E80F9AEF21F6940",
        "FortiGate admin port is 8443.",
        "VyOS 1.4 on the edge router.",
        "PJSIP endpoint 6001 is the front desk phone.",
        "Proxy: http://proxy.acme.io:3128 (no auth from the office network).",
    ]
    return forms.made, negatives
