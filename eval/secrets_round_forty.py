"""Round forty's held-out split of the secret corpus (``eval/secrets.py --round-forty``), for later.

Written and committed on 2026-12-07, after round thirty-eight was read, before round thirty-nine's misses and
redacted look-alikes were printed. As for rounds thirty-seven to thirty-nine, each form's tool, library or file was
first looked for in every earlier round's file and taken only when no round had named it: ``usermod -p`` with
``openssl passwd``, Sybase's ``isql -P``, ``vncpasswd -f``, an ``odbc.ini`` ``PWD``, a psycopg2 DSN, ``redis.Redis``,
paramiko's ``connect``, ``pysftp.Connection``, ``pymssql.connect``, ``cx_Oracle.connect`` with positional arguments,
``MongoClient`` with keywords, a knex connection, an Npgsql connection string, a ``tomcat-users.xml`` user, a JBoss
``module-option``, ProFTPD's ``SQLConnectInfo``, Exim's ``hide mysql_servers``, an ``.authinfo`` line, a Nagios
``resource.cfg`` macro, a Fluentd ``password`` line, ``kadmin -w``, a keepalived ``auth_pass``, ``knife bootstrap
-P``, ``bundle config`` with USER:X; passwords in prose in Aragonese and Ladino; look-alikes beside them. Measured with
counts only, never tuned on; once a round reads it, it is dev data.
"""

import string
from typing import Any

ROUND_FORTY_SEED = 404040
ALNUM = string.ascii_letters + string.digits


def round_forty(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round forty's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_FORTY_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("usermod -p openssl passwd", "usermod -p \"$(openssl passwd -6 '{s}')\" deploy", r(ALNUM, 14))
        add("sybase isql -P", "isql -S SYBPROD -U sa -P {s} -i nightly.sql", r(ALNUM, 12))
        add("vncpasswd -f", "echo '{s}' | vncpasswd -f > ~/.vnc/passwd", r(ALNUM, 8))
        add(
            "odbc.ini PWD",
            "[shop]\nDriver = PostgreSQL Unicode\nServername = db01\nUID = shop\nPWD = {s}",
            r(ALNUM, 14),
        )
        add("psycopg2 DSN", 'conn = psycopg2.connect("host=db01 dbname=shop user=shop password={s}")', r(ALNUM, 14))
        add("redis.Redis password", 'cache = redis.Redis(host="cache01", port=6379, password="{s}")', r(ALNUM, 20))
        add("paramiko connect", 'ssh.connect("bastion.acme.io", username="deploy", password="{s}")', r(ALNUM, 14))
        add("pysftp.Connection", "sftp = pysftp.Connection('sftp.acme.io', username='upload', password='{s}')",
            r(ALNUM, 14))  # fmt: skip
        add("pymssql.connect", "conn = pymssql.connect(server='db01', user='sa', password='{s}', database='shop')",
            r(ALNUM, 14))  # fmt: skip
        add("cx_Oracle positional", "con = cx_Oracle.connect('shop', '{s}', 'db01.acme.io:1521/ORCL')", r(ALNUM, 12))
        add("MongoClient keywords", "client = MongoClient('db01', 27017, username='app', password='{s}')", r(ALNUM, 14))
        add("knex connection", "connection: {{ host: 'db01', user: 'shop', password: '{s}', database: 'shop' }}",
            r(ALNUM, 14))  # fmt: skip
        add("Npgsql connection string", '"Host=db01;Username=shop;Password={s};Database=shop"', r(ALNUM, 14))
        add("tomcat-users.xml", '<user username="deployer" password="{s}" roles="manager-script"/>', r(ALNUM, 14))
        add("jboss module-option", '<module-option name="password" value="{s}"/>', r(ALNUM, 14))
        add("proftpd SQLConnectInfo", "SQLConnectInfo ftpusers@db01 proftpd {s}", r(ALNUM, 14))
        add("exim mysql_servers", "hide mysql_servers = db01.acme.io/exim/exim/{s}", r(ALNUM, 14))
        add(".authinfo line", "machine imap.acme.io login bob port 993 password {s}", r(ALNUM, 14))
        add("nagios resource.cfg", "# resource.cfg: $USER3$ is the MySQL monitor's password\n$USER3$={s}", r(ALNUM, 12))
        add("fluentd password", "<match app.**>\n  @type elasticsearch\n  user fluent\n  password {s}\n</match>",
            r(ALNUM, 16))  # fmt: skip
        add("kadmin -w", 'kadmin -p admin/admin -w {s} -q "addprinc -randkey host/web01.acme.io"', r(ALNUM, 14))
        add("keepalived auth_pass", "authentication {{\n    auth_type PASS\n    auth_pass {s}\n}}", r(ALNUM, 8))
        add("knife bootstrap -P", "knife bootstrap 10.0.0.5 -U ubuntu -P {s} --sudo -N web05", r(ALNUM, 14))
        add("bundle config USER:X", "bundle config set --global gems.acme.io ci:{s}", r(ALNUM, 20))
        add("prose password, Aragonese", "a clau d'o servidor ye {s}", r(ALNUM, 10))
        add("prose password, Ladino", "la palavra sekreta del servidor es {s}", r(ALNUM, 10))
    negatives = [
        "usermod -p '!' deploy   # locks the account",
        "isql -S SYBPROD -U sa -i nightly.sql   # asks for the password",
        "vncpasswd ~/.vnc/passwd   # prompts twice",
        "[shop]\nDriver = PostgreSQL Unicode\nServername = db01\nUID = shop\nPWD = ${SHOP_DB_PWD}",
        'conn = psycopg2.connect(os.environ["DATABASE_URL"])',
        'cache = redis.Redis(host="cache01", port=6379, password=settings.REDIS_PASSWORD)',
        'ssh.connect("bastion.acme.io", username="deploy", key_filename="/home/ci/.ssh/deploy")',
        "sftp = pysftp.Connection('sftp.acme.io', username='upload', private_key='~/.ssh/upload')",
        "conn = pymssql.connect(server='db01', user='sa', password=sa_password, database='shop')",
        "con = cx_Oracle.connect(user, pwd, dsn)",
        "client = MongoClient(os.environ['MONGO_URI'])",
        "connection: { host: 'db01', user: 'shop', password: process.env.DB_PASSWORD, database: 'shop' }",
        '"Host=db01;Username=shop;Password=;Database=shop"   // filled in by the vault agent',
        '<user username="deployer" password="${env.DEPLOYER_PASSWORD}" roles="manager-script"/>',
        '<module-option name="password" value="${VAULT::ds::password::1}"/>',
        "SQLConnectInfo ftpusers@db01 proftpd   # password from SQLPasswordEngine",
        "hide mysql_servers = db01.acme.io/exim/exim/${env{EXIM_DB_PASS}}",
        "machine imap.acme.io login bob port 993   # password in the keyring",
        "# resource.cfg: $USER1$ is the plugins directory\n$USER1$=/usr/lib/nagios/plugins",
        "<match app.**>\n  @type elasticsearch\n  user fluent\n  password \"#{ENV['ES_PASSWORD']}\"\n</match>",
        'kadmin -p admin/admin -k -t /etc/krb5.keytab -q "listprincs"',
        "authentication {\n    auth_type AH\n}",
        "knife bootstrap 10.0.0.5 -U ubuntu -i ~/.ssh/web.pem --sudo -N web05",
        "bundle config set --global gems.acme.io ${GEMS_ACME_IO_CREDS}",
        "a clau d'o servidor ye en o Vault.",
        "la palavra sekreta del servidor se troka kada mez.",
        "The deploy account is locked outside releases.",
        "Sybase is retired at the end of the year.",
        "VNC is only reachable through the bastion.",
        "The ODBC DSN is called shop.",
        "Redis runs in cluster mode with three shards.",
        "Bastion access is by SSH key only.",
        "The SFTP drop is cleaned every night.",
        "MongoDB backups are taken hourly.",
        "Tomcat's manager app is disabled in production.",
        "ProFTPD logs to /var/log/proftpd.",
        "Exim relays through smtp.acme.io.",
        "Kerberos realm: ACME.IO.",
        "keepalived moves the VIP in under two seconds.",
        "Chef runs every 30 minutes.",
    ]
    return forms.made, negatives
