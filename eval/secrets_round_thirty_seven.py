"""Round thirty-seven's held-out split of the secret corpus (``eval/secrets.py --round-thirty-seven``), for later.

Written and committed on 2026-12-07, after round thirty-five was read, before round thirty-six's misses and redacted
look-alikes were printed. Unlike round thirty-six, each form's tool or file was first looked for in every earlier
round's file (``grep -i``) and taken only when no round had named it: ``cypher-shell -p``, ``neo4j-admin ...
set-initial-password``, ``db2 connect ... using``, ``dsadd user ... -pwd``, Maven's ``-Dgpg.passphrase``, Harbor's
``harbor_admin_password``, a ``.curlrc`` ``user``, Mutt's ``imap_pass``, ``influx setup -p``, ``iwctl --passphrase``,
C's ``mysql_real_connect``, ``schtasks ... /rp``, ``sc.exe config ... password=``, ``wmic /password:``, FreeTDS'
``tsql -P``, ``openconnect --passwd-on-stdin <<<``, ``qpdf --encrypt``, Git's ``sendemail.smtppass``, Oracle's ``exp
userid=USER/PASS@DB``, OfflineIMAP's ``remotepass``, ``gitlab-runner register --registration-token``, Gradle's
``-PsigningPassword``; passwords in prose in Sorani Kurdish and Occitan; look-alikes beside them. Measured with counts
only, never tuned on; once a round reads it, it is dev data.
"""

import string
from typing import Any

ROUND_THIRTY_SEVEN_SEED = 373737
ALNUM = string.ascii_letters + string.digits


def round_thirty_seven(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round thirty-seven's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_THIRTY_SEVEN_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("cypher-shell -p", "cypher-shell -a neo4j://graph.acme.io:7687 -u neo4j -p {s} 'MATCH (n) RETURN count(n)'",
            r(ALNUM, 14))  # fmt: skip
        add("neo4j set-initial-password", "neo4j-admin dbms set-initial-password {s}", r(ALNUM, 14))
        add("db2 connect using", "db2 connect to SHOP user db2inst1 using {s}", r(ALNUM, 12))
        add("dsadd -pwd", 'dsadd user "CN=svc-report,OU=Service,DC=acme,DC=local" -samid svc-report -pwd {s} '
            "-mustchpwd no", r(ALNUM, 14))  # fmt: skip
        add("maven -Dgpg.passphrase", "mvn -B deploy -Prelease -Dgpg.passphrase={s} -DskipTests", r(ALNUM, 16))
        add("harbor.yml admin password", "# harbor.yml\nhostname: registry.acme.io\nharbor_admin_password: {s}",
            r(ALNUM, 16))  # fmt: skip
        add(".curlrc user", '# ~/.curlrc\nuser = "deploy:{s}"\nsilent', r(ALNUM, 14))
        add("mutt imap_pass", 'set imap_user = "bob@acme.io"\nset imap_pass = "{s}"', r(ALNUM, 14))
        add("influx setup -p", "influx setup -u admin -p {s} -o acme -b metrics -r 30d -f", r(ALNUM, 14))
        add("iwctl --passphrase", "iwctl --passphrase {s} station wlan0 connect Acme-Office", r(ALNUM, 14))
        add("mysql_real_connect", 'mysql_real_connect(conn, "db.acme.io", "shop", "{s}", "shop", 3306, NULL, 0);',
            r(ALNUM, 14))  # fmt: skip
        add("schtasks /rp", r"schtasks /create /tn NightlyBackup /tr C:\ops\backup.cmd /sc daily /st 02:00 "
            r"/ru ACME\svc-backup /rp {s}", r(ALNUM, 14))  # fmt: skip
        add("sc.exe config password=", 'sc.exe config ShopService obj= ".\\svc-shop" password= "{s}"', r(ALNUM, 14))
        add("wmic /password:", r"wmic /node:srv01 /user:ACME\bob /password:{s} process list brief", r(ALNUM, 12))
        add("tsql -P", "tsql -S db01.acme.local -p 1433 -U sa -P {s}", r(ALNUM, 14))
        add("openconnect here-string", "openconnect vpn.acme.io -u bob --passwd-on-stdin <<< '{s}'", r(ALNUM, 12))
        add("qpdf --encrypt", "qpdf --encrypt {s} {s} 256 -- report.pdf report-locked.pdf", r(ALNUM, 12))
        add("git sendemail.smtppass", "git config --global sendemail.smtpuser bob@acme.io\n"
            "git config --global sendemail.smtppass {s}", r(ALNUM, 16))  # fmt: skip
        add("oracle exp userid", "exp userid=scott/{s}@ORCL file=shop.dmp owner=shop", r(ALNUM, 12))
        add("offlineimap remotepass", "[Repository Remote]\ntype = IMAP\nremotehost = imap.acme.io\n"
            "remoteuser = bob\nremotepass = {s}", r(ALNUM, 14))  # fmt: skip
        add("gitlab-runner --registration-token", "gitlab-runner register --non-interactive --url "
            "https://gitlab.acme.io/ --registration-token {s} --executor docker",
            "GR1348941" + r(ALNUM, 20))  # fmt: skip
        add("gradle -PsigningPassword", "./gradlew publish -PsigningKeyId=24875D73 -PsigningPassword={s}",
            r(ALNUM, 16))  # fmt: skip
        add("prose password, Sorani", "وشەی نهێنیی سێرڤەرەکە {s} ە", r(ALNUM, 10))
        add("prose password, Occitan", "lo senhal del servidor es {s}", r(ALNUM, 10))
    negatives = [
        "cypher-shell -a neo4j://graph.acme.io:7687 -u neo4j   # asks for the password",
        "neo4j-admin dbms set-initial-password --require-password-change  # then type it",
        "db2 connect to SHOP user db2inst1   # prompts for the password",
        'dsadd user "CN=svc-report,OU=Service,DC=acme,DC=local" -samid svc-report -pwd * -mustchpwd yes',
        "mvn -B deploy -Prelease -Dgpg.passphrase=${env.GPG_PASSPHRASE}",
        "harbor_admin_password is changed at first login; the value in harbor.yml is only the initial one.",
        "# ~/.curlrc\nsilent\nshow-error\nretry = 3",
        'set imap_pass = "`pass show mail/acme`"',
        "influx setup --skip-verify   # interactive",
        "iwctl station wlan0 connect Acme-Office   # asks for the passphrase",
        "mysql_real_connect(conn, host, user, passwd, db, port, NULL, 0) returns NULL on failure.",
        r"schtasks /create /tn NightlyBackup /tr C:\ops\backup.cmd /sc daily /ru SYSTEM",
        'sc.exe config ShopService obj= "NT AUTHORITY\\LocalService" password= ""',
        "wmic /node:srv01 process list brief   # as the signed-in user",
        "tsql -S db01.acme.local -U sa   # reads the password from the terminal",
        "openconnect vpn.acme.io -u bob   # prompts, then asks for the OTP",
        "qpdf --decrypt --password-file=pw.txt report-locked.pdf report.pdf",
        "git config --global sendemail.smtpserver smtp.acme.io",
        "exp userid=/ file=shop.dmp owner=shop   # OS authentication",
        "[Repository Remote]\ntype = IMAP\nremotepasseval = get_pass('imap.acme.io')",
        "gitlab-runner register --non-interactive --url https://gitlab.acme.io/ --token $RUNNER_TOKEN",
        "./gradlew publish -PsigningKeyId=24875D73   # the password comes from ORG_GRADLE_PROJECT_signingPassword",
        "وشەی نهێنی دەبێت لانیکەم 12 پیت بێت.",
        "lo senhal deu aver al mens 12 caractèrs.",
        "Neo4j 5.x runs on graph.acme.io.",
        "DB2 instance db2inst1 hosts SHOP.",
        "The service accounts live in OU=Service.",
        "Release builds are signed with key 24875D73.",
        "Harbor is at registry.acme.io.",
        "Mutt reads mail over IMAP from imap.acme.io.",
        "InfluxDB keeps metrics for 30 days.",
        "The office Wi-Fi is Acme-Office.",
        "The nightly backup task runs at 02:00.",
        "ShopService runs as svc-shop.",
        "srv01 is the reporting server.",
        "FreeTDS talks to db01 on port 1433.",
        "VPN: vpn.acme.io, with the OTP app.",
        "Locked PDFs use AES-256.",
        "Patches are sent with git send-email.",
        "The GitLab runner uses the docker executor.",
    ]
    return forms.made, negatives
