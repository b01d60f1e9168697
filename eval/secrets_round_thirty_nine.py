"""Round thirty-nine's held-out split of the secret corpus (``eval/secrets.py --round-thirty-nine``), for later.

Written and committed on 2026-12-07, after round thirty-seven was read, before round thirty-eight's misses and
redacted look-alikes were printed. As for rounds thirty-seven and thirty-eight, each form's tool, library or file was
first looked for in every earlier round's file and taken only when no round had named it: ``ldappasswd -s``,
``unrar x -pX``, ``jarsigner -storepass``, Oracle's ``expdp USER/X@DB``, ``arangosh --server.password``,
``sonar-scanner -Dsonar.login=``, ``newman --env-var``, ``ncftpput -p``, irssi's ``/connect HOST PORT X``, a WeeChat
``sasl_password``, ``mosquitto_passwd -b``, ``dotnet user-secrets set``, PHP's ``mysqli_connect``, pika's
``PlainCredentials``, requests' ``HTTPBasicAuth``, an ldap3 ``Connection``, Ruby's ``Net::SSH.start``, JSch's
``setPassword``, a Sequelize constructor, a Jetty ``realm.properties`` line, a Logstash ``password =>``, an OpenLDAP
``rootpw``, a strongSwan ``ipsec.secrets`` PSK, an SNMP ``rocommunity``; passwords in prose in Romansh and Sicilian;
look-alikes beside them. Measured with counts only, never tuned on; once a round reads it, it is dev data.
"""

import string
from typing import Any

ROUND_THIRTY_NINE_SEED = 393939
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def round_thirty_nine(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round thirty-nine's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_THIRTY_NINE_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("ldappasswd -s", 'ldappasswd -H ldap://ldap.acme.io -D "cn=admin,dc=acme,dc=io" -W -s {s} '
            '"uid=bob,ou=people,dc=acme,dc=io"', r(ALNUM, 14))  # fmt: skip
        add("unrar -p glued", "unrar x -p{s} backup-2026-11.rar /restore/", r(ALNUM, 12))
        add("jarsigner -storepass", "jarsigner -keystore release.jks -storepass {s} app.jar release", r(ALNUM, 14))
        add("expdp USER/X@DB", "expdp system/{s}@ORCL schemas=SHOP directory=DP_DIR dumpfile=shop.dmp", r(ALNUM, 12))
        add("arangosh --server.password", "arangosh --server.endpoint tcp://arango.acme.io:8529 --server.username "
            "root --server.password {s}", r(ALNUM, 14))  # fmt: skip
        add("sonar-scanner -Dsonar.login", "sonar-scanner -Dsonar.projectKey=shop "
            "-Dsonar.host.url=https://sonar.acme.io -Dsonar.login={s}", r(HEX, 40))  # fmt: skip
        add("newman --env-var", 'newman run shop-api.postman_collection.json --env-var "adminPassword={s}"',
            r(ALNUM, 14))  # fmt: skip
        add("ncftpput -p", "ncftpput -u upload -p {s} ftp.acme.io /incoming build.tar.gz", r(ALNUM, 12))
        add("irssi /connect password", "/connect -tls irc.acme.io 6697 {s} bob", r(ALNUM, 14))
        add("weechat sasl_password", '/set irc.server.acme.sasl_password "{s}"', r(ALNUM, 16))
        add("mosquitto_passwd -b", "mosquitto_passwd -b /etc/mosquitto/passwd sensor01 {s}", r(ALNUM, 14))
        add("dotnet user-secrets set", 'dotnet user-secrets set "Smtp:Password" "{s}"', r(ALNUM, 14))
        add("php mysqli_connect", "$db = mysqli_connect('db01.acme.io', 'shop', '{s}', 'shop');", r(ALNUM, 14))
        add("pika PlainCredentials", "creds = pika.PlainCredentials('orders', '{s}')", r(ALNUM, 14))
        add("requests HTTPBasicAuth", "r = requests.get(url, auth=HTTPBasicAuth('api', '{s}'))", r(ALNUM, 16))
        add("ldap3 Connection positional", "conn = Connection(server, 'cn=admin,dc=acme,dc=io', '{s}', auto_bind=True)",
            r(ALNUM, 14))  # fmt: skip
        add("Net::SSH.start password:", "Net::SSH.start('bastion.acme.io', 'deploy', password: '{s}') do |ssh|",
            r(ALNUM, 14))  # fmt: skip
        add("JSch setPassword", 'session.setPassword("{s}");', r(ALNUM, 14))
        add("Sequelize constructor", "const db = new Sequelize('shop', 'shop', '{s}', {{ host: 'db01', dialect: "
            "'mysql' }});", r(ALNUM, 14))  # fmt: skip
        add("jetty realm.properties", "# etc/realm.properties\nadmin: {s},admin,user", r(ALNUM, 12))
        add("logstash password =>", 'output {{\n  elasticsearch {{\n    user => "logstash_writer"\n    password => '
            '"{s}"\n  }}\n}}', r(ALNUM, 16))  # fmt: skip
        add("slapd rootpw", 'database mdb\nsuffix "dc=acme,dc=io"\nrootdn "cn=admin,dc=acme,dc=io"\nrootpw {s}',
            r(ALNUM, 14))  # fmt: skip
        add("ipsec.secrets PSK", '# /etc/ipsec.secrets\n203.0.113.5 198.51.100.7 : PSK "{s}"', r(ALNUM, 24))
        add("snmpd rocommunity", "# /etc/snmp/snmpd.conf\nrocommunity {s} 10.0.0.0/24", r(ALNUM, 14))
        add("prose password, Romansh", "il pled-clav dal server è {s}", r(ALNUM, 10))
        add("prose password, Sicilian", "a chiavi dû server è {s}", r(ALNUM, 10))
    negatives = [
        'ldappasswd -H ldap://ldap.acme.io -D "cn=admin,dc=acme,dc=io" -W -S "uid=bob,ou=people,dc=acme,dc=io"',
        "unrar x -p- backup-2026-11.rar /restore/   # -p- means: do not ask for a password",
        "jarsigner -keystore release.jks -storepass:env KS_PASS app.jar release",
        "expdp system@ORCL schemas=SHOP directory=DP_DIR dumpfile=shop.dmp   # prompts for the password",
        "arangosh --server.endpoint tcp://arango.acme.io:8529 --server.username root --server.password ''",
        "sonar-scanner -Dsonar.projectKey=shop -Dsonar.host.url=https://sonar.acme.io -Dsonar.token=$SONAR_TOKEN",
        "newman run shop-api.postman_collection.json -e staging.postman_environment.json",
        "ncftpput -f ~/.ncftp/acme.cfg ftp.acme.io /incoming build.tar.gz",
        "/connect -tls irc.acme.io 6697",
        '/set irc.server.acme.sasl_password "${sec.data.acme_sasl}"',
        "mosquitto_passwd /etc/mosquitto/passwd sensor01   # asks twice",
        "dotnet user-secrets list --project src/Shop.Api",
        "$db = mysqli_connect('db01.acme.io', 'shop', getenv('SHOP_DB_PASSWORD'), 'shop');",
        "creds = pika.PlainCredentials('orders', os.environ['RABBIT_PASSWORD'])",
        "r = requests.get(url, auth=HTTPBasicAuth('api', api_password))",
        "conn = Connection(server, 'cn=admin,dc=acme,dc=io', bind_password, auto_bind=True)",
        "Net::SSH.start('bastion.acme.io', 'deploy', keys: ['~/.ssh/deploy']) do |ssh|",
        'session.setPassword(System.getenv("SFTP_PASSWORD"));',
        "const db = new Sequelize(process.env.DATABASE_URL, { dialect: 'mysql' });",
        "# etc/realm.properties\nadmin: MD5:164c88b302622e17050af52c89945d44,admin,user",
        'output {\n  elasticsearch {\n    user => "logstash_writer"\n    password => "${ES_PWD}"\n  }\n}',
        'database mdb\nsuffix "dc=acme,dc=io"\nrootdn "cn=admin,dc=acme,dc=io"\n# rootpw is set in cn=config, not here',
        "# /etc/ipsec.secrets\n: RSA server-key.pem",
        "# /etc/snmp/snmpd.conf\n# rocommunity is gone: SNMPv3 users are in snmpd.conf.d/v3.conf",
        "il pled-clav sto avair almain 12 segns.",
        "a chiavi dû server l'havi Turi.",
        "LDAP passwords are changed in the self-service portal.",
        "Backups are RAR archives with recovery records.",
        "The release keystore is in the HSM.",
        "Data Pump exports run nightly at 02:00.",
        "ArangoDB listens on 8529 inside the VPC.",
        "SonarQube quality gate: no new bugs.",
        "The Postman collection lives in the api repo.",
        "The FTP drop is for partners only.",
        "Our IRC network is irc.acme.io, port 6697 with TLS.",
        "Mosquitto runs with per-client ACLs.",
        "User secrets are for local development only.",
        "RabbitMQ vhost: orders.",
        "Jetty serves the admin console on port 8443.",
        "The VPN uses IKEv2 with certificates.",
    ]
    return forms.made, negatives
