"""Passwords in the shapes of tools, configuration and code, and in prose in other languages: tables of the secret
scan (``core/redaction.py``), which checks each value these patterns capture before it counts (a placeholder, a
variable or a word is no password).
"""

import re

# A user's name and the value after -u and -p ("dotnet nuget add source URL -u ci -p X", "influx setup -u admin -p X";
# not docker's "-u 1000 -p 8080:80"): once a generated value only (GENERATED_ALONE), now any value that reads as a
# password.
USER_THEN_PASSWORD = r"(?:^|\s)-u\s+[^\s-]\S*\s+-p\s+([A-Za-z0-9!@#$%^&*]{8,64})(?=\s|$)"

# Passwords in the shapes of configuration and code: sqlplus user/PASS@host, <password>X</password>,
# define('DB_PASSWORD', 'X') or getenv("DB_PASSWORD", "X"), "wifi: Guest / PASS", a key in a URL's query, a PIN
# stated, 2FA recovery codes.
# Where a rule looks for a tool's option later in its command, "[^\n;&|]{0,300}?" is how far it looks: at most 300
# characters on (here and in core/redaction.py), so that a search stays linear on a long run of the tool's name
# ("curl curl curl ...": tests/test_fuzz.py).
CONFIG_PASSWORDS = [  # (pattern, words one of which the lowered text holds)
    (r"(?i)\b(?:sqlplus|rman|expdp|impdp|sqlldr|connect)\s+(?:-\w+\s+)?[\w$#]+/([^\s/@]+)@",
     ("sqlplus", "rman", "expdp", "impdp", "sqlldr", "connect")),
    (r"(?i)<(?:[\w-]+:)?(?:password|passwd|pwd|secret|api[_-]?key|token|client[_-]?secret)\b[^>]*>([^<\s]{4,})</",
     ("</",)),
    (r"(?i)['\"][\w.-]*(?:password|passwd|secret)[\w.-]*['\"]\s*,\s*['\"]([^'\"\s]{4,})['\"]", ("pass", "secret")),
    # and a key's, a salt's or a token's: define('AUTH_KEY', 'X'), WordPress' salts
    (r"(?i)['\"][\w.-]*(?:_key|_salt|_token)['\"]\s*,\s*['\"]([^'\"\s]{32,})['\"]", ("_key", "_salt", "_token")),
    (r"(?i)\b(?:wifi|wi-fi|creds|credentials|login|account)\b[^\n:]{0,40}(?::|->|=>|—|–)\s*[^\s/]+\s*/\s*([^\s/]+)",
     ("wifi", "wi-fi", "creds", "credentials", "login", "account")),
    (r"(?i)[?&](?:key|api_?key|apikey|app_?key|appid|access_?key|token|access_token|auth|sig|signature|secret|"
     r"client_secret|password|passwd|pwd)=([^&\s#\"'<>]{16,})",
     ("key=", "token=", "auth=", "sig=", "signature=", "secret=", "appid=", "password=", "passwd=", "pwd=")),
    # passwords handed to tools: htpasswd -b FILE USER PASS, ldapsearch -w PASS, zip -P PASS, PowerShell's
    # ConvertTo-SecureString 'PASS' -AsPlainText, and Go's MySQL DSN user:PASS@tcp(host)
    (r"(?i)\bhtpasswd\s+(?:-\w+\s+)*?-\w*b\w*\s+(?:-\w+\s+)*[^\s-]\S*\s+\S+\s+[\"']?([^\s\"']+)", ("htpasswd",)),
    (r"\bldap(?:search|modify|add|delete|passwd|whoami|compare|modrdn)\b[^\n;&|]{0,300}?\s-w\s+[\"']?([^\s\"']+)",
     ("ldap",)),
    (r"(?i)\bConvertTo-SecureString\s+(?:-String\s+)?[\"']([^\"'\n]+)[\"']", ("securestring",)),
    (r"\b[\w.-]+:([^\s:@/\"'()]{4,})@(?:tcp|unix|udp)\(", ("@tcp(", "@unix(", "@udp(")),
    # a password piped to a command that stores it or reads it from its input: echo 'PASS' | docker secret create
    # NAME -, echo 'PASS' | kinit USER, echo 'PASS' | sudo -S CMD, echo 'PASS' | passwd --stdin USER
    (r"(?i)\b(?:echo|printf)\s+(?:-n\s+)?[\"']?([^\s\"'|$]+)[\"']?\s*\|\s*(?:sudo\s+-S\b|(?:sudo\s+)?[^|\n]{0,40}?"
     r"(?:\bsecrets?\b|passw|--password-stdin|--stdin\b|\blogin\b|\bkinit\b))", ("echo", "printf")),
    # a line written to a file of credentials, the password last: echo "URL USER PASS" >> /etc/davfs2/secrets
    (r"(?i)\b(?:echo|printf)\s+(?:-\w+\s+)?[\"'](?:[^\"'\n]*\s)?([^\s\"']{6,})[\"']\s*>>?\s*\S*(?:secrets?|"
     r"credentials?|passw\w*|\.netrc|\.pgpass|htpasswd|\.smbcred\w*)\b", ("echo", "printf")),
    # C's mysql_real_connect(CONN, HOST, USER, X, ...) with its quotes gone (a log line's escaped quotes, read again)
    (r"\bmysql_real_connect\s*\(\s*[\w&$]+\s*,\s*\"?[^\",\n]*\"?\s*,\s*\"?[^\",\n]*\"?\s*,\s*\"?([^\"\s,()]+)\"?\s*[,)]",
     ("_connect",)),
    # a setting's user and password, "user = USER:X" (.curlrc)
    (r"(?i)(?<![\w./:-])user\s*(?:=|:[^\S\n])\s*[\"']?[^\s:\"']+:([^\s\"']+?)[\"']?(?=\s|$)",
     ("user =", "user=", "user:")),
    # a Kubernetes env entry's value under a name for a secret: - name: DB_PASSWORD / value: "X"
    (r"(?i)\bname:\s*[\"']?[\w.-]*(?:password|passwd|secret|token|api_?key)[\w.-]*[\"']?[^\S\n]*\n\s*(?:-\s+)?value:\s*"
     r"[\"']?([^\s\"'#]+)", ("name:",)),
    # a password as a login's or a connection's last quoted argument, after a user's: ftp.login('USER', 'PASS'),
    # DBI->connect("DSN", "USER", "PASS"), Net::SMTP.start(HOST, PORT, DOMAIN, 'USER', 'PASS', :login)
    (r"(?i)(?:\.|->|::)(?:login|log_in|connect|authenticate|auth|bind|simple_bind_s|start|sign_?in|getConnection)\s*\("
     r"[^()\n]{0,200}?[\"'][^\"'\n]{1,80}[\"']\s*,\s*[\"']?([^\"'\s,()]{6,})[\"']?\s*(?:,\s*[^\"'\n()]{0,60})?\)",
     ("login", "connect", "auth", "bind", "start", "sign", "getconnection")),
    # an API's or a client's secret in prose, shorter than a key: "vonage api secret X"
    (r"(?i)\b(?:api|client|app|consumer|shared|signing)\s+secret\s*(?:is\s+|[:=]\s*)?[\"'`]?([A-Za-z0-9_+/=-]{12,})",
     ("secret",)),
    # MySQL's SET PASSWORD [FOR user] = 'PASS'; expect's send "PASS\r" after a password prompt
    (r"(?i)\bSET\s+PASSWORD\b(?:\s+FOR\s+\S+)?\s*=\s*(?:PASSWORD\s*\(\s*)?'([^'\n]+)'", ("set password",)),
    (r"(?i)\bexpect\s+(?:-\w+\s+)?\"[^\"\n]*pass[^\"\n]*\"\s*\n\s*send\s+(?:--\s+)?\"([^\"\\\n]+)", ("expect",)),
    (r"(?i)\bnet\s+use\s+(?:\w:\s+)?\\\\\S+\s+([^\s/*]\S*)\s+/user:", ("net use",)),  # net use Z: \\host\share PASS
    (r"(?i)\bnet\s+user\s+[^\s/]+\s+([^\s/*]\S*)(?=\s+/|\s*$)", ("net user",)),  # net user NAME PASS /add
    # users made with their password: rabbitmqctl add_user USER PASS, MinIO's mc alias set NAME URL USER PASS
    (r"(?i)\brabbitmqctl\s+(?:add_user|change_password)\s+\S+\s+[\"']?([^\s\"']+)", ("rabbitmqctl",)),
    (r"(?i)\bmc\s+(?:alias\s+set|config\s+host\s+add)\s+\S+\s+\S+\s+\S+\s+[\"']?([^\s\"']+)",
     ("alias set", "host add")),
    # network devices: Cisco's type-0 (plain) enable or user secret, an SNMP community
    (r"(?i)\b(?:enable|username\s+\S+)\s+(?:secret|password)\s+(?:0\s+)?(?![5789]\s)(\S+)", ("secret", "password")),
    (r"(?i)\bsnmp-server\s+community\s+(\S+)", ("snmp-server",)),
    # an option's user and password: Squid's cache_peer ... login=USER:PASS (not login=PASSTHRU)
    (r"(?i)(?<![\w-])login=[^\s:=]+:([^\s\"']+)", ("login=",)),
    # a JSON or Python key named "pass": {"pass": "PASS"}
    (r"(?i)[\"']pass[\"']\s*[:=]\s*[\"']([^\"'\n]{4,})[\"']", ("pass\"", "pass'")),
    # "log in as root with PASS", and the code of an alarm, a door or a safe: "the alarm code for the office is X"
    (r"(?i)\blog\s*in\s+as\s+[^\s/]+\s+with\s+(?:the\s+password\s+|password\s+)?[\"'`]?([^\s\"'`]+)",
     ("log in", "login")),
    (r"(?i)\b(?:alarm|door|gate|safe|lock|entry|keypad)\s+code\b[^\n:]{0,40}?(?:\s(?:is|was)|:)\s*[\"'`]?([^\s\"'`]+)",
     ("code",)),
    # a service account key's id beside its key: "private_key_id": "40 hex" (an id is no secret elsewhere)
    (r"[\"']private_key_id\\?[\"']\s*:\s*\\?[\"']([0-9a-f]{40})\\?[\"']", ("private_key_id",)),  # JSON-escaped too
    # a configuration's setting named for a secret, its value beside it: <add key="StripeSecret" value="X" />
    (r"(?i)<add\s+key=[\"'][\w.:-]*(?:secret|password|passwd|pwd|token|api_?key)[\w.:-]*[\"']\s+value=[\"']([^\"'\n]+)",
     ("<add",)),
    # an account every device has, a slash, its password: "root/X works on the core switch", "admin/X"
    (r"(?<![\w/.~-])(?:root|admin|administrator|ubuntu|pi|sa|postgres|oracle|cisco|ec2-user|operator|guest)/"
     r"([A-Za-z0-9!@#$%^&*_+=~]{6,64})(?=\s|$|[,;)]|\.(?:\s|$))",
     ("root/", "admin/", "administrator/", "ubuntu/", "pi/", "sa/", "postgres/", "oracle/", "cisco/", "ec2-user/",
      "operator/", "guest/")),
    # the value first, then what it is: "X is the wifi key for the lab", "X is the new admin password"
    (r"(?i)(?<![\w/+=.~@-])([A-Za-z0-9!#$%^&*_+=~.-]{8,64})\s+(?:is|was)\s+(?:the|our|my|your)\s+(?:new\s+|current\s+|"
     r"old\s+)?(?:(?:wifi|wi-fi|wlan|wireless|network|door|alarm|api|access|licen[cs]e|admin|root|master|vpn|router)\s+"
     r"(?:key|password|passphrase|code|pin)|password|passphrase|passwd)\b(?!\s+(?:hash\w*|manager|store|policy|field|"
     r"prompt|reset|rotation|vault|generator|checker|rules?))", ("password", "passphrase", "passwd", " key", " code",
                                                                 " pin")),
    # round thirty-eight's: an option for a user given USER:X (etcdctl --user root:X, --auth, --basic-auth), a
    # here-string fed to a command that unlocks or logs in (keepassxc-cli ... <<< 'X', sudo -S <<< X), Windows' /p X
    # (signtool; not msiexec's "/p patch.msp"), and a row of a PPP secrets file under its header
    (r"(?i)(?<!\S)(?:--user(?:name)?|--auth|--basic-auth|--creds|--credentials?)(?:=|\s+)[\"']?[^\s:\"'@/=]+:"
     r"([^\s\"'@,]+?)[\"']?(?=\s|$)", ("--user", "--auth", "--basic-auth", "--cred")),
    (r"(?i)(?:pass|secret|vault|kdbx|keepass|unlock|login|sudo|cred|token|decrypt|gpg|openssl|auth)[^\n]{0,200}?<<<"
     r"[^\S\n]*[\"']?([^\"'\n$\s]{6,})[\"']?(?=[\s\"'`),;\\]|$)", ("<<<",)),
    (r"(?<!\S)/p(?:[:=]|\s+)(?!\S*\.(?:msp|msi|exe|txt|log|xml|json|pfx|cer|reg|bat|cmd|ps1|zip|cab)\b)[\"']?"
     r"([^\s\"'/]+)", ("/p",)),
    (r"(?m)^[^\S\n]*[^\s#*]\S*[^\S\n]+\S+[^\S\n]+\"?([^\s\"*]+)\"?[^\S\n]+(?:\*|\d{1,3}(?:\.\d{1,3}){3}(?:/\d+)?|[0-9a-fA-F]*:[0-9a-fA-F:]+)[^\S\n]*$",
     ("chap-secrets", "pap-secrets")),
    (r"(?i)\bclient\s+server\s+secret\s+IP(?:\s+addresses)?\s+(?!#)\S+\s+\S+\s+(?!\*)\"?([^\s\"]+)\"?",
     ("chap-secrets", "pap-secrets")),  # the same, a header and a row flattened into one line
    # round thirty-nine's: a JVM system property named for a secret (-Dsonar.login=X, -Ddb.password=X), IRC's
    # "/connect HOST PORT X", the argument after an LDAP bind DN ('cn=admin,dc=...', 'X'), a client made with a
    # database, a user and X before its options ({ host: ... }), a Jetty realm.properties row, OpenLDAP's rootpw (not
    # a {SSHA} hash), an SNMP community
    (r"(?i)(?<!\S)-D[\w.-]*(?:login|password|passwd|pwd|token|secret|api[._-]?key)=[\"']?([^\s\"']+)", ("-d",)),
    (r"(?i)(?<![\w/])/(?:connect|server)\s+(?:-\w+\s+)*[\w.-]+\s+\+?\d{2,5}\s+([^\s\"]+)", ("/connect", "/server")),
    (r"(?i)[\"'](?:cn|uid)=[^\"'\n]{2,120}[\"']\s*,\s*[\"']([^\"'\s]{6,})[\"']", ("cn=", "uid=")),
    (r"\b(?:Sequelize|createConnection|createPool|Client|Pool|Connection|connect)\s*\(\s*[\"'][^\"'\n]*[\"']\s*,\s*"
     r"[\"'][^\"'\n]*[\"']\s*,\s*[\"']([^\"'\s]{6,})[\"']\s*,\s*\{", ("sequelize", "connect", "client", "pool")),
    (r"realm\.properties\b(?:[^\n]*\n(?:[^\S\n]*#[^\n]*\n)*[^\S\n]*|\s+)[\w.-]+[^\S\n]*[:=][^\S\n]*(?!MD5:|CRYPT:|OBF:)"
     r"([^\s,]+),+[^\S\n]*[\w-]+", ("realm.properties",)),
    (r"(?i)(?<![\w-])rootpw\s+(?!\{)[\"']?([^\s\"'|]+)", ("rootpw",)),
    (r"(?i)(?<![\w-])(?:ro|rw)community6?\s+([^\s|]+)|(?<![\w-])com2sec6?\s+\S+\s+\S+\s+([^\s|]+)",
     ("community", "com2sec")),
    # round forty's: ProFTPD's SQLConnectInfo DB USER X, Exim's mysql_servers = HOST/DB/USER/X : ... (pgsql's, ...),
    # Bundler's bundle config HOST USER:X, kadmin's -w X, a Nagios resource macro $USERn$=X (not a path)
    (r"\bSQLConnectInfo\s+\S+\s+[^\s\"']+\s+[\"']?([^\s\"']+)", ("sqlconnectinfo",)),
    (r"(?i)(?:\b(?:mysql|pgsql|oracle|ibase)_servers\s*=|(?<=\s):)\s*[\w.-]+/[\w.-]*/[\w.@-]+/([^\s:/\"']+)",
     ("mysql_servers", "pgsql_servers", "oracle_servers", "ibase_servers")),
    (r"\bbundle\s+config\s+(?:set\s+)?(?:--(?:global|local)\s+)?[\w-]+(?:\.[\w-]+)+/?\s+[\"']?[^\s:\"']+:([^\s\"']+)",
     ("bundle",)),
    (r"\bkadmin(?:\.local)?\b[^\n;&|]{0,300}?\s-w\s+[\"']?([^\s\"']+)", ("kadmin",)),
    (r"\$USER\d{1,3}\$[^\S\n]*=[^\S\n]*(?![/$.~])([^\s/]+)(?=\s|$)", ("$user",)),
]  # fmt: skip

# A variable set to a user's name, a colon and a generated value: "BUNDLE_GEMS__ACME__COM=ci:X" (not "IMAGE=nginx:1.27")
USER_AND_KEY = re.compile(r"\b[A-Z][A-Z0-9_]{2,}=[\w.@-]{1,40}:([A-Za-z0-9_+/=-]{12,})(?![\w:/@.])")

# Where only a password goes, any literal is one, whatever it looks like ("cGIUQIKGJGawgJ", "pgfeKDTCJOZF": letters
# only), unless a placeholder, a variable or another option: SQL's CREATE USER … IDENTIFIED BY 'PASS' (not BY
# PASSWORD '*hash', MySQL's hash); a tool's option that takes a password (zip -P, keytool -storepass, smbclient -U
# user%PASS, ...); a Terraform variable named for a password, and its default.
LITERAL_PASSWORDS = [  # (pattern, words one of which the lowered text holds)
    # round thirty-seven's: an option named for a password, single-dash or Windows' slash (-pwd X, /rp X, -pw X; not
    # openssl's "-pass env:VAR"), DB2's "connect to DB user U using X", C's mysql_real_connect(CONN, HOST, USER, X),
    # qpdf's two passwords, Oracle's userid=USER/X
    (
        r"(?i)(?<!\S)(?:-|/)(?:pwd|pw|passwd|pass|password|rp|passphrase)(?:[:=]|\s+)(?!(?:env|file|fd|stdin|pass):)"
        r"[\"']?([^\s\"']+)",
        ("-pwd", "-pw", "-pass", "/pwd", "/pw", "/pass", "/rp"),
    ),
    (r"(?i)\bconnect\s+to\s+\S+\s+user\s+\S+\s+using\s+[\"']?([^\s\"';]+)", ("connect to",)),
    (
        r"\b(?:mysql_real_connect|mysqli_real_connect)\s*\(\s*[\w&$]+\s*,\s*\"[^\"\n]*\"\s*,\s*\"[^\"\n]*\"\s*,\s*"
        r"\"?([^\"\s,()]+)\"?\s*[,)]",
        ("_connect",),
    ),
    (r"--encrypt\s+(?!-)[\"']?([^\s\"']+)[\"']?\s+\S+\s+(?:40|128|256)\b", ("--encrypt",)),
    (r"--encrypt\s+(?!-)\S+\s+[\"']?([^\s\"']+)[\"']?\s+(?:40|128|256)\b", ("--encrypt",)),
    (r"(?i)\buserid\s*=\s*[\w$#]+/([^\s/@\"']+)", ("userid",)),
    # a setting named for a service's password, its service's name joined on: remotepass = X, smtppass = X
    (
        r"(?i)(?<![\w.-])(?:remote|smtp|imap|pop3?|db|mail|ftp|ldap|sql|proxy|bind)pass\s*[=:]\s*[\"']?([^\s\"']+)",
        (
            "remotepass",
            "smtppass",
            "imappass",
            "poppass",
            "pop3pass",
            "dbpass",
            "mailpass",
            "ftppass",
            "ldappass",
            "sqlpass",
            "proxypass",
            "bindpass",
        ),
    ),
    # a password echoed twice, as a new one is asked for, to a tool that reads it: (echo PASS; echo PASS) | smbpasswd -s
    (
        r"(?i)[({]\s*(?:echo|printf)\s+(?:-n\s+)?[\"']?([^\s\"'|$;)]+)[\"']?\s*;\s*(?:echo|printf)\s+[^|\n]{1,80}?[)}]\s*"
        r"\|\s*(?:sudo\s+)?[^|\n]{0,40}?(?:passw|--stdin\b)",
        ("echo", "printf"),
    ),
    (
        r"(?i)[({]\s*(?:echo|printf)\s+[^;|\n]{1,80};\s*(?:echo|printf)\s+(?:-n\s+)?[\"']?([^\s\"'|$;)]+)[\"']?\s*;?\s*[)}]\s*"
        r"\|\s*(?:sudo\s+)?[^|\n]{0,40}?(?:passw|--stdin\b)",
        ("echo", "printf"),
    ),
    (r"\bWIFI:(?:[^;\n]*;)*?P:([^;\n]+);", ("wifi:",)),  # a Wi-Fi QR code's string: WIFI:T:WPA;S:lab;P:PASS;;
    (r"(?i)\bIDENTIFIED\s+(?:WITH\s+\S+\s+)?BY\s+(?!PASSWORD\b)(?:'([^'\n]{4,})'|\"([^\"\n]{4,})\")", ("identified",)),
    (
        r"(?:\b(?:7z|7za|7zr|rar|unrar)\b[^\n;&|]{0,300}?\s-p|\b(?:un)?zip\b[^\n;&|]{0,300}?\s-P\s*|\b(?:sqlcmd|bcp|osql|isql)\b[^\n;&|]{0,300}?\s-P\s*|"
        r"\bmongo(?:sh|dump|restore|export|import)?\b[^\n;&|]{0,300}?\s-p\s+|\bopenssl\s+enc\b[^\n;&|]{0,300}?\s-k\s+|"
        r"\b(?:keytool|jarsigner)\b[^\n;&|]{0,300}?\s-(?:store|key|srcstore|deststore)pass\s+|\b(?:x|wl)freerdp\b[^\n;&|]{0,300}?"
        r"\s/p:|\b(?:smbclient|rpcclient|smbmap)\b[^\n;&|]{0,300}?\s-U\s+[^\s%]+%)[\"'`]?([^\s\"'`]+)",
        (
            "7z",
            "rar",
            "zip",
            "sqlcmd",
            "bcp",
            "osql",
            "isql",
            "mongo",
            "openssl",
            "keytool",
            "jarsigner",
            "freerdp",
            "smb",
            "rpcclient",
        ),
    ),
    # strongSwan's ipsec.secrets: "10.0.0.1 10.0.0.2 : PSK "X"" (and XAUTH, EAP).
    (r"(?:^|\s):\s*(?:PSK|XAUTH|EAP)\s+\"([^\"\n]+)\"", ("psk", "xauth", "eap")),
    # Postfix's sasl_passwd: "[smtp.host]:587 USER:X"; a Dovecot password in plain text: "USER:{PLAIN}X"; a
    # PgBouncer userlist.txt line: "USER" "X" (not its md5 or SCRAM hash).
    (r"(?<![\w\]])\[[\w-]+(?:\.[\w-]+)+\](?::\d+)?\s+[^\s:\[\]]+:([^\s\"'<>|]+)", ("]",)),
    (r"\{(?i:PLAIN|CLEARTEXT|CLEAR)\}([^\s:]+)", ("{plain}", "{cleartext}", "{clear}")),
    (
        r"(?:(?m:^)|\buserlist(?:\.txt)?\b[^\"\n]{0,20}?)[^\S\n]*(?:[>/]+[^\S\n]*)?\"[\w.@-]+\"[^\S\n]+"
        r"\"(?!md5[0-9a-f]{32}\"|SCRAM-SHA-256\$)([^\"\s]{4,})\"(?![^\s.,;)|<\"])",
        ('"',),
    ),
    # Poetry's http-basic NAME USER X; curl's --proxy-user (or -U) user:X.
    (r"\bpoetry\s+config\s+http-basic\.\S+\s+[^\s-]\S*\s+[\"'`]?([^\s\"'`]+)", ("poetry",)),
    (r"\bcurl\b[^\n;&|]{0,300}?\s(?:--proxy-user|-U)[\s=]+[\"'`]?[^\s:\"'`]+:([^\s\"'`]+)", ("curl",)),
    # Redis's ACL SETUSER NAME ... >X (a password added to the user).
    (r"(?i)\bACL\s+SETUSER\s+\S+(?:\s+[^\s>]\S*)*?\s+>(\S+)", ("setuser",)),
    # A database connection's password as a positional argument: PHP's new PDO(DSN, USER, X), mysqli's (HOST, USER,
    # X, ...), JDBC's DriverManager.getConnection(URL, "USER", "X").
    (r"\bnew\s+PDO\s*\(\s*[^,()]+,\s*['\"][^'\"\n]*['\"]\s*,\s*['\"]([^'\"\n]{4,})['\"]", ("pdo",)),
    (r"\b(?:mysqli_connect|new\s+mysqli)\s*\(\s*[^,()]+,\s*[^,()]+,\s*['\"]([^'\"\n]{4,})['\"]", ("mysqli",)),
    (r"\bgetConnection\s*\(\s*[^,()]+,\s*\"[^\"\n]*\"\s*,\s*\"([^\"\n]{4,})\"", ("getconnection",)),
    # A *_AUTH=user/X: Neo4j's NEO4J_AUTH=neo4j/X.
    (r"\b[A-Z][A-Z0-9_]*_AUTH=[\w.-]+/([^\s\"'`]+)", ("_auth=",)),
    (
        r"(?i)\bvariable\s+\"(?![\w-]*_(?:ttl|name|len|length|id|path|file|count|expiry|version|arn|type|url|rotation)\")"
        r"[\w-]*(?:password|passwd|secret|token)[\w-]*\"\s*\{[^}]{0,200}?\bdefault\s*=\s*\"([^\"\n]{4,})\"",
        ("variable",),
    ),
]

# Tools' password options, any literal: httpie's -a user:X, lftp's -u user,X, rdesktop's -p, ipmitool's -P,
# iwconfig's key s:X, PsExec's -p, altool's -p (not "-p @keychain:NAME"), IRC's NickServ IDENTIFY [nick] X and /oper
# (where the line or a sentence ends, or a remark starts), an SNMP tool's -c community (not the public one).
_LINE_ENDS = r"(?=[^\S\n]*(?:\n|\Z|\(|[-—–]|[.,;!](?:\s|\Z)))"  # the line or a sentence ends, or a remark starts
TOOL_PASSWORDS = (
    r"\bhttps?\s+(?:[^\n;&|]{0,300}?\s)?(?:-a|--auth)[\s=]+[^\s:]+:([^\s\"'`]+)|\blftp\b[^\n;&|]{0,300}?\s-u\s+[^\s,]+,([^\s\"'`]+)"
    r"|\brdesktop\b[^\n;&|]{0,300}?\s-p\s+([^\s\"'`]+)|\bipmitool\b[^\n;&|]{0,300}?\s-P\s+([^\s\"'`]+)"
    r"|\biwconfig\b[^\n;&|]{0,300}?\bkey\s+s:([^\s\"'`]+)|\bpsexec\b[^\n;&|]{0,300}?\s-p\s+([^\s\"'`]+)"
    r"|\b(?:altool|notarytool)\b[^\n;&|]{0,300}?\s(?:-p|--password)[\s=]+(?!@)([^\s\"'`]+)"
    r"|\b(?i:nickserv|ns)\s+(?i:identify|ghost|recover)\s+(?:[^\s\"'`]+[^\S\n]+)?([^\s\"'`]+)"
    + _LINE_ENDS
    + r"|/oper\s+\S+\s+([^\s\"'`]+)"
    + _LINE_ENDS
    + r"|\bsnmp\w*\b[^\n;&|]{0,300}?\s-c[^\S\n]*(?!public\b)([^\s\"'`,]+)",
    ("http ", "https ", "lftp", "rdesktop", "ipmitool", "iwconfig", "psexec", "altool", "notarytool", "nickserv", "ns ",
     "/oper", "snmp"),
)  # fmt: skip
# Values that are secrets wherever these forms hold them, whatever they look like: a UUID after an Authorization
# scheme ("Authorization: GenieKey UUID"), an API key's number as a URL's user ("cloudinary://KEY:SECRET@cloud"),
# a UUID where a URL's path takes a token, a BitLocker recovery key, a Vault unseal key, a UUID that a token's or an
# API key's name comes just before ("heroku auth:token prints UUID": Heroku's, Snyk's and Postmark's tokens are UUIDs).
SECRET_BY_PLACE = [  # (pattern, words one of which the lowered text holds)
    # a wallet's seed phrase: 12 to 24 short lower-case words after its name, none a word of prose (round twenty-four)
    (
        r"(?i)\b(?:seed|recovery|mnemonic|backup|secret\s+recovery)\s+(?:phrase|words)\b[^:\n]{0,30}?[:=]?\s*"
        r"((?:(?!(?:the|and|you|your|are|for|that|with|this|from|into|must|never|not|our|have|will|been|should|keep|"
        r"store|only|them|they|what|when|where|which|then|than|was|were|can|who)\b)[a-z]{3,8}[ ]+){11,23}[a-z]{3,8})\b",
        ("seed", "recovery phrase", "recovery words", "mnemonic", "backup phrase"),
    ),
    (
        r"(?i)(?:\b|(?<=[_.-]))(?:token|api[\s_-]?key|private[\s_-]?(?:api[\s_-]?)?key)\b(?!\s*(?:id|ids|name)\b)"
        r"[\s:=\"']*(?:(?:is|was|prints|printed|shows|showed|returns|returned|reads)\s+)?[\"']?"
        r"([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})\b",
        ("token", "api key", "api_key", "api-key", "apikey", "private"),
    ),
    (
        r"(?i:\bauthorization)\s*:\s*[A-Za-z-]+\s+([0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12})\b",
        ("authorization",),
    ),
    (r"\b[a-z][a-z0-9+.-]*://(\d{10,}):[^\s@/]+@", ("://",)),
    # a Vault unseal key as `vault operator init` prints it
    (r"\bUnseal\s+Key\s+\d+:\s*([A-Za-z0-9+/]{40,}={0,2})", ("unseal",)),
    # Round thirty's: a conda channel's token in its URL, a Tor onion service's key, an OpenVPN static key's hex, the
    # private lines of a PuTTY key file.
    (r"\banaconda\.(?:org|com)/t/([A-Za-z0-9_-]{20,})/", ("/t/",)),
    (r"\b(?:ED25519-V3|RSA1024):([A-Za-z0-9+/]{40,}={0,2})", ("ed25519-v3:", "rsa1024:")),
    (
        r"-----BEGIN OpenVPN Static key V1-----\s*[\"'`(<\u201c*]*([0-9a-f]{32}(?:\s+[0-9a-f]{32})*)",
        ("openvpn static key",),
    ),
    (r"\bPrivate-Lines:\s*\d+\s+([A-Za-z0-9+/=]{4,}(?:\s+[A-Za-z0-9+/=]{16,})*)", ("private-lines",)),
    # a BitLocker recovery key: eight groups of six digits, where a recovery key is spoken of (looked for in every text
    # with a hyphen, this shape cost a third of this round's additions)
    (r"(?<![\d-])(\d{6}(?:-\d{6}){7})(?![\d-])", ("recovery", "bitlocker")),
    # a UUID as a URL's token: Loggly's ".../inputs/UUID/tag/http/", a collector's or a hook's ".../hooks/UUID"
    (
        r"(?i)://[^\s/]+/(?:[\w.-]+/)*?(?:inputs?|tokens?|keys?|hooks?|webhooks?|ingest|collector)/"
        r"([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})\b",
        ("://",),
    ),
]
# A generated value with little around it to name it (it must look generated: cases and digits mixed, or, where the
# words around say what it is, keyed as ``looks_keyed`` reads it): a line that is a label or a user and the value
# ("vpn: X", "sensor01:X" in a mosquitto password file), the value before an arrow or a note that it is the new one
# ("X <- prod db", "X (new one, old one's dead)").
GENERATED_ALONE = [  # (pattern, words one of which the lowered text holds, whether the words around say what it is)
    (
        r"(?m)^[^\S\n]*(?:[-*+•][^\S\n]+)?[A-Za-z][\w.-]{1,31}(?:[^\S\n]+[a-z][\w-]{1,15})?[^\S\n]*:[^\S\n]*"
        r"([A-Za-z0-9!@#$%^&*]{10,32})[^\S\n]*$",
        (":",),
        False,
    ),
    (
        r"(?m)^[^\S\n]*(?:[-*+•][^\S\n]+)?([A-Za-z0-9!@#$%^&*]{10,32})[^\S\n]*"
        r"(?:<-|←|\((?:the\s+)?(?:new|updated|current|rotated)\b)",
        ("<-", "←", "(new", "(the new", "(updated", "(current", "(rotated"),
        True,
    ),
    # Rounds nineteen's and twenty's: a user's name and the value after -u and -p ("dotnet nuget add source URL -u ci
    # -p X"; not docker's "-u 1000 -p 8080:80"), "X is the root one", the value to get in with ("use X to get into
    # grafana"), and a credentials file printed: its user's line, then the value's ("cat /etc/openvpn/creds.txt",
    # "vpnuser", "X").
    (
        r"(?i)(?<![\w/+=.~@-])([A-Za-z0-9!#$%^&*_+=~.-]{8,64})\s+(?:is|was)\s+(?:the|our|my)\s+(?:new\s+)?(?:root|admin|"
        r"prod|production|staging|db|database|vpn|wifi|server|master)\s+(?:one|pw|pwd|pass)\b",
        (" one", " pw", " pass"),
        True,
    ),
    # Round twenty-four's: a Wi-Fi network's key in prose ("the wifi at the offsite is AcmeGuest, key X").
    (
        r"(?i)\b(?:wi-?fi|wlan|ssid|hotspot|wireless)\b[^.\n]{0,60}?\b(?:key|pass(?:word|phrase)?|pw|pwd|psk|code)\s*"
        r"(?:is\s+|:\s*|=\s*)?[\"'`]?([A-Za-z0-9!@#$%^&*]{8,63})(?![\w!@#$%^&*])",
        ("wifi", "wi-fi", "wlan", "ssid", "hotspot", "wireless"),
        True,
    ),
    (
        r"(?i)\b(?:use|try|with)\s+([A-Za-z0-9!@#$%^&*]{10,32})\s+(?:to|for)\s+(?:get(?:ting)?\s+in(?:to)?|"
        r"log(?:ging)?\s*in(?:to)?|sign(?:ing)?\s+in(?:to)?|access|unlock)\b",
        ("get in", "log in", "login", "logging in", "sign in", "signing in", "access", "unlock"),
        True,
    ),
    (
        r"(?im)(?:cred|passw|auth|secret)[^\s/]*[^\S\n]*\n[^\S\n]*[\w.@\\-]{1,32}[^\S\n]*\n[^\S\n]*"
        r"([A-Za-z0-9!@#$%^&*]{8,64})[^\S\n]*$",
        ("cred", "passw", "auth", "secret"),
        False,
    ),
]
# A key's name before "app.key:SECRET" (Ably's ABLY_API_KEY): the whole value is the key.
KEY_WITH_ITS_ID = r"\b[A-Z][A-Z0-9_]*(?:KEY|TOKEN|SECRET)=([\w.-]{4,40}:[A-Za-z0-9_+/=-]{12,})(?![\w:/@.])"

# The same in other languages: "das Passwort ist X", "le mot de passe est X", "la contraseña es X", "a senha é X",
# "la contrasenya és X", "lozinka je X".
FOREIGN_PASSWORD = re.compile(
    r"(?i)\b(?:passwort|passwuert|kennwort|mot\s+de\s+passe|contrase(?:[ñn]|ny)a|clave|lozink|senha|wachtwoord|parola\s+d'ordine|пароль|"
    r"has[łl]o|l[öo]senord|salasana|adgangskode|passord|hes[łl]o|jelsz[óoa]|[şs]ifre|m[ậa]t\s+kh[ẩa]u|κωδικ|ה?סיסמ|"
    r"كلمة\s+(?:المرور|السر)|kata\s+sandi|kata\s+laluan|parola(?!\s+chiave))\w*"
    r"(?:\s+\S+){0,6}?\s*(?:\b(?:ist|lautet|ass|est|és|es|é|è|jest|to|är|er|on|je|is|это|là|είναι|היא|הוא|هي|adalah|"
    r"ialah|"
    r"este)\b|:|=)\s*[\"'`«„]?([^\s\"'`»“]+)"
    # The English word in a sentence of another language: "la password del server è X", not "password to X"
    r"|\bpassword(?:\s+\S+){0,4}?\s*\b(?:è|é|ist|est|es|jest|är|je|hija|huwa)\b\s*[\"'`«„]?([^\s\"'`»“]+)"
    r"|(?:密码|密碼|パスワード|비밀번호)\s*(?:是|は|는|:|：|=)\s*([^\s\"'`]+)"
    r"|पासवर्ड\s+([^\s\"'`]+)\s+है"  # Hindi puts the verb last: "सर्वर का पासवर्ड X है"
    r"|\bjelszava\s+([^\s\"'`]+)"  # Hungarian needs no verb: "a szerver jelszava X"
    r"|รหัสผ่าน\S{0,30}?คือ\s*([^\s\"'`]+)"  # Thai: "รหัสผ่านของเซิร์ฟเวอร์คือ X"
    r"|رمز\s+عبور(?:\s+\S+){0,3}?\s+([^\s\"'`]+)\s+است"  # Persian puts the verb last: "رمز عبور سرور X است"
)
FOREIGN_WORDS = ("passw", "kennw", "passe", "contrase", "clave", "senha", "wachtw", "parola", "пароль", "has")
FOREIGN_WORDS += ("κωδικ", "סיסמ", "كلمة", "sandi", "laluan", "पासवर्ड", "lozink", "รหัสผ่าน", "رمز")
FOREIGN_WORDS += (
    "senord",
    "salasana",
    "kode",
    "passord",
    "heslo",
    "hesło",
    "jelsz",
    "ifre",
    "kh",
    "密",
    "パスワード",
    "비밀번호",
)

# A word for a password (or a secret, a token, a community string) in English and in many other languages, whatever
# the sentence around it: a generated value soon after it is a password (``core/redaction.py``, ``_near_a_password``).
PASSWORD_WORD = re.compile(
    r"(?i)passw|passphrase|pass\b|\bpwd?\b|secret|\btoken\b|\bcreds?\b|credential|\bcommunity\b|auth\b|passwort|"
    r"kennwort|mot\s+de\s+passe|contrase|contrasinal|\bclave\b|senha|wachtwoord|wagwoord|parola|parole|parool|"
    r"salas[õo]na|salasana|has[łl]o|hes[łl]o|geslo|lozink|\bpasword\b|pled-clav|\bchiavi\b|[šs]ifr|[şs]ifr[eə]|\bparol(?:i|im|ingiz)?\b|jelsz|l[öo]senord|adgangskode|"
    r"passord|lykilor[ðd]|slapta[žz]od|fjal[ëe]kalim|pasahitz|pasfhocal|cyfrinair|nenosiri|kata\s+(?:sandi|laluan)|"
    r"\bpsw\b|facal-faire|loyniorð|iphasiwedi|kalmar\s+sirri|furaha\s+sirta|\bрамз|сырсөз|"
    r"m[ậa]t\s+kh[ẩa]u|пароль|парол|лозинк|κωδικ|ה?סיסמ|كلمة\s+(?:المرور|السر)|رمز\s+عبور|گذرواژه|پاس\s*ورڈ|"
    r"पासवर्ड|পাসওয়ার্ড|கடவுச்சொல்|పాస్‌?వర్డ్|પાસવર્ડ|ਪਾਸਵਰਡ|ಪಾಸ್‌?ವರ್ಡ್|പാസ്‌?വേഡ്|รหัสผ่าน|ລະຫັດຜ່ານ|密码|密碼|"
    r"パスワード|비밀번호|암호|პაროლ|գաղտնաբառ|құпия\s+сөз|нууц\s+үг|የይለፍ\s+ቃል|ពាក្យសម្ងាត់|စကားဝှက်|මුරපද|"
    # rounds seventeen's and eighteen's: Yiddish, Javanese, Malagasy, Uyghur, Kurdish, Pashto, Odia, Yoruba, Igbo,
    # Sundanese, Maori, Samoan, Haitian Creole, Frisian, Breton, Corsican, Esperanto, Tongan
    r"פּ?אַ?ראָ?ל|tembung\s+sandhi|teny\s+miafina|پارول|ş[iî]fr|پټنوم|ପାସୱାର୍ଡ|a(?:ṣ|s\u0323)(?:í|i\u0301)n(?:à|a\u0300)|"
    r"okwuntughe|kecap\s+konci|kupuhipa|upu\s+faalilo|\bmodpas\b|wachtwurd|ger-tremen|parolla\s+d'intrata|"
    r"pasvort|lea\s+fuf[uū]|"
    # round twenty's: Latin, Hawaiian, Quechua, Tigrinya, Sindhi
    r"signum\s+arcanum|ʻ?[ōo]lelo\s+huna|pakasqa\s+simi|መሕለፊ\s+ቃል|پاسورڊ|"
    # round twenty-two's: Kinyarwanda, Xhosa; twenty-four's: Sesotho, Shona, Turkmen; twenty-five's: Lingala, Guarani
    r"ijambo\s+ry.ibanga|igama\s+lokugqitha|phasewete|pasiwedhi|\bparoly\b|mot\s+ya\s+kobombama|ñe.ẽñemi|"
    # round thirty's: Tatar; thirty-one's: Friulian, Sardinian, Chichewa
    r"серсүз|peraule\s+cl[âa]f|\bcrae\b|mawu\s+achinsinsi|"
    # round thirty-four's: Assamese, Tswana; thirty-five's: Tibetan, Dhivehi; thirty-seven's: Sorani
    r"পাছৱৰ্ড|lefoko\s+la\s+sephiri|གསང་ཚིག|ޕާސްވޯޑ|وشەی\s+نهێنی|"
    # round forty's: Aragonese, Catalan and Occitan's "clau"; Ladino's, Spanish's and Portuguese's "secret word"
    r"\bclau\b|palab?vra\s+se[ck]reta"
)
# What a text holds, lower-cased, when PASSWORD_WORD can match it at all (most texts hold none: the scan is skipped).
PASSWORD_STEMS = (
    "pass", "pwd", "pw", "secret", "token", "cred", "communit", "auth", "kennw", "mot de", "contras", "clave",
    "senha", "woord", "parol", "parool", "salas", "hasło", "haslo", "heslo", "geslo", "lozink", "šifr", "sifr", "şifr",
    "jelsz", "senord", "kode", "lykil", "slapta", "fjal", "pasah", "pasfh", "cyfrin", "nenos", "kata ", "mật kh",
    "psw", "facal-faire", "loyniorð", "iphasiwedi", "kalmar sirri", "furaha sirta", "рамз", "сырсөз",
    "mat kh", "pasword", "hesło", "pled-clav", "chiavi",
    "парол", "лозинк", "κωδικ", "סיסמ", "كلمة", "رمز", "گذرواژه", "پاس", "पासवर्ड", "পাসওয়ার্ড", "கடவுச்சொல்", "పాస్",
    "પાસવર્ડ", "ਪਾਸਵਰਡ", "ಪಾಸ್", "പാസ്", "รหัสผ่าน", "ລະຫັດຜ່ານ", "密码", "密碼", "パスワード", "비밀번호", "암호", "პაროლ",
    "գաղտնաբառ", "құпия", "нууц", "የይለፍ", "ពាក្យសម្ងាត់", "စကားဝှက်", "මුරපද",
    "רא", "tembung sandhi", "teny miafina", "پارول", "şîfr", "پټنوم", "ପାସୱାର୍ଡ", "aṣ", "as\u0323", "okwuntughe",
    "kecap konci", "kupuhipa", "upu faalilo", "modpas", "wachtwurd", "ger-tremen", "parolla", "pasvort", "lea fuf",
    "signum arcanum", "lelo huna", "pakasqa simi", "መሕለፊ", "پاسورڊ", "ibanga", "lokugqitha", "phasewete", "pasiwedhi",
    "kobombama", "ẽñemi", "серсүз", "peraule", "crae", "achinsinsi", "পাছৱৰ্ড", "sephiri", "གསང་ཚིག", "ޕާސްވޯޑ",
    "نهێنی", "clau", "palabra se", "palavra se",
)  # fmt: skip

# A PIN stated ("the PIN for the office alarm is X"), 2FA recovery codes.
PIN_OR_CODES = re.compile(
    r"(?i)\b(?:pin|pin\s+code|passcode|unlock\s+code|(?:alarm|door|gate)\s+code)(?:\s+(?:for|of|to)\s+(?:the\s+|my\s+|"
    r"our\s+)?(?:[\w-]+\s+){0,3}?)?\s*(?:is|:|=)\s*(\d{4,8})\b"
    r"|\b(?:recovery|backup)\s+codes?\b[^\n:]{0,40}?(?:\s(?:are|is)|:)\s*((?:[a-z0-9]{4,5}-[a-z0-9]{4,5}(?:,\s*|\s+|$))+)"
)
# A payment card's number after a card word (Luhn-valid, not a published test number), and its security code.
CARD = re.compile(
    r"(?i)\b(?:card|visa|mastercard|amex|credit|debit|cc|pan)\b[^\n\d]{0,20}((?:\d[ -]?){12,18}\d)(?![\d-])"
    r"|\b(?:cvv2?|cvc2?|csc|security\s+code)\b\s*[:=]?\s*(\d{3,4})\b"
)

# Generated values where only a key stands (the value must look random): a key as the path right after an API's
# version ("https://eth-mainnet.g.alchemy.com/v2/KEY", "https://mainnet.infura.io/v3/KEY"), a client's or an API's
# first argument ("EasyPostClient('KEY')") or its second after an id ("Client('AC...', 'TOKEN')": an account and its
# secret), and any provider's live key ("shippo_live_X"; not a publishable pk_live_).
GENERATED_IN_PLACE = [  # (pattern, words one of which the lowered text holds)
    (r"(?i)\bhttps?://[^\s/]+/v\d{1,2}/([A-Za-z0-9_-]{24,64})(?![\w-])", ("/v",)),
    (r"\b[A-Z]\w*(?:Client|Api|API|SDK|Sdk)\s*\(\s*[\"']([A-Za-z0-9_+/=.-]{24,})[\"']", ("client(", "api(", "sdk(")),
    (
        r"\b(?:[A-Z]\w*)?(?:Client|Api|API|SDK|Sdk)\s*\(\s*[\"'][\w.:@-]{1,80}[\"']\s*,\s*"
        r"[\"']([A-Za-z0-9_+/=.-]{24,})[\"']",
        ("client(", "api(", "sdk("),
    ),
    (r"\b((?!pk_)[a-z][a-z0-9]{1,15}_live_[A-Za-z0-9]{16,})", ("_live_",)),
]
# A password in groups of four, as an application password is shown ("vZwi Vrvq IkRD oWbq 3nNQ OaK6").
GROUPED_PASSWORD = re.compile(
    r"(?i)\bpass(?:word|phrase|code)?s?\b[^\n:]{0,60}:[^\S\n]*[\"'`(<\u201c\u2018]?"
    r"((?:[A-Za-z0-9]{4}[ -]){3,7}[A-Za-z0-9]{4})(?![\w-])"
)
