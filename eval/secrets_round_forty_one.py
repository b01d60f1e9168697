"""Round forty-one's held-out split of the secret corpus (``eval/secrets.py --round-forty-one``), for later.

Written and committed on 2026-12-08, after round thirty-nine was read, before round forty's misses and redacted
look-alikes were printed. As for rounds thirty-seven to forty, each form's tool, library or file was first looked for
in every earlier round's file and taken only when no round had named it: ``aliyun configure set
--access-key-secret``, an sSMTP ``AuthPass``, a Zabbix ``DBPassword``, an ``ovh.conf`` ``application_secret``, an
ActiveMQ ``credentials.properties``, ``anydesk --set-password``, ``composer config http-basic``, a Joomla
``configuration.php``, ``crane auth login -p``, a Nextcloud ``dbpassword``, ``filebeat keystore add --stdin``,
``flyctl secrets set``, ``gh secret set --body``, an HAProxy ``insecure-password``, ``kcadm.sh set-password
--new-password``, an ``.mbsyncrc`` ``Pass``, ``oras login --identity-token``, ``ovftool`` with a vi:// URL, an OCI
``pass_phrase``, Junos' ``plain-text-password-value``, ``podman secret create`` from printf, a Quarkus OIDC
``credentials.secret``, ``rustdesk --password``, ``sc config password=``, ``skopeo --dest-creds``, ``steamcmd
+login``, a Telegraf MySQL DSN, a NUT ``upsmon.conf`` ``MONITOR`` line, ``vsql -w``; passwords in prose in Manx and
Cornish; look-alikes beside them. Measured with counts only, never tuned on; once a round reads it, it is dev data.
"""

import string
from typing import Any

ROUND_FORTY_ONE_SEED = 414141
ALNUM = string.ascii_letters + string.digits


def round_forty_one(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round forty-one's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_FORTY_ONE_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("aliyun --access-key-secret", "aliyun configure set --profile prod --mode AK --region cn-hangzhou "
            "--access-key-id LTAI5tQ2mX8pR3 --access-key-secret {s}", r(ALNUM, 30))  # fmt: skip
        add("ssmtp AuthPass", "# /etc/ssmtp/ssmtp.conf\nmailhub=smtp.acme.io:587\nAuthUser=alerts@acme.io\n"
            "AuthPass={s}\nUseSTARTTLS=YES", r(ALNUM, 14))  # fmt: skip
        add("zabbix DBPassword", "# zabbix_server.conf\nDBHost=db01\nDBName=zabbix\nDBUser=zabbix\nDBPassword={s}",
            r(ALNUM, 16))  # fmt: skip
        add("ovh.conf application_secret", "[ovh-eu]\napplication_key=7kQ2mX8pR3tV9wZ4\napplication_secret={s}\n"
            "consumer_key=Vb6Nc1Hd5Jf2Lg8Mh3Pk9Qr4St7Uw0Xy", r(ALNUM, 32))  # fmt: skip
        add("activemq credentials.properties", "# conf/credentials.properties\nactivemq.username=system\n"
            "activemq.password={s}", r(ALNUM, 14))  # fmt: skip
        add("anydesk --set-password", "echo {s} | sudo anydesk --set-password", r(ALNUM, 12))
        add("composer http-basic", "composer config --global http-basic.repo.acme.io deploy {s}", r(ALNUM, 20))
        add("joomla configuration.php", "class JConfig {{\n\tpublic $user = 'joomla';\n\tpublic $password = '{s}';\n"
            "\tpublic $db = 'site';", r(ALNUM, 14))  # fmt: skip
        add("crane auth login -p", "crane auth login registry.acme.io -u ci-bot -p {s}", r(ALNUM, 18))
        add("nextcloud dbpassword", "  'dbuser' => 'nextcloud',\n  'dbpassword' => '{s}',\n  'installed' => true,",
            r(ALNUM, 16))  # fmt: skip
        add("filebeat keystore --stdin", "echo {s} | filebeat keystore add ES_PWD --stdin --force", r(ALNUM, 14))
        add("flyctl secrets set", "flyctl secrets set SESSION_SECRET={s} -a shop-api", r(ALNUM, 32))
        add("gh secret set --body", 'gh secret set DEPLOY_KEY --repo acme/shop --body "{s}"', r(ALNUM, 24))
        add("haproxy insecure-password", "userlist admins\n    user admin insecure-password {s}", r(ALNUM, 14))
        add("kcadm.sh set-password", "kcadm.sh set-password -r shop --username bob --new-password {s} --temporary",
            r(ALNUM, 12))  # fmt: skip
        add("mbsync Pass", "IMAPAccount work\nHost imap.acme.io\nUser bob@acme.io\nPass {s}\nSSLType IMAPS",
            r(ALNUM, 14))  # fmt: skip
        add("oras --identity-token", "oras login registry.acme.io --identity-token {s}", r(ALNUM, 36))
        add("ovftool vi:// user:X@", "ovftool vi://administrator%40vsphere.local:{s}@vcenter.acme.io/DC1/vm/shop-db "
            "shop-db.ova", r(ALNUM, 14))  # fmt: skip
        add("oci config pass_phrase", "[DEFAULT]\nuser=ocid1.user.oc1..aaaaexample\nkey_file=~/.oci/oci_api_key.pem\n"
            "pass_phrase={s}\nregion=eu-frankfurt-1", r(ALNUM, 16))  # fmt: skip
        add("junos plain-text-password-value", "set system login user ops class super-user authentication "
            "plain-text-password-value {s}", r(ALNUM, 14))  # fmt: skip
        add("podman secret create", "printf '{s}' | podman secret create shop_db_pass -", r(ALNUM, 16))
        add("quarkus oidc credentials.secret", "quarkus.oidc.client-id=shop-api\nquarkus.oidc.credentials.secret={s}",
            r(ALNUM, 32))  # fmt: skip
        add("rustdesk --password", "sudo rustdesk --password {s}", r(ALNUM, 12))
        add("sc config password=", 'sc config ShopSvc obj= ".\\svc_shop" password= "{s}"', r(ALNUM, 14))
        add("skopeo --dest-creds", "skopeo copy --dest-creds ci-bot:{s} docker://docker.io/library/nginx:1.27 "
            "docker://registry.acme.io/mirror/nginx:1.27", r(ALNUM, 16))  # fmt: skip
        add("steamcmd +login", "steamcmd +login acme_builder {s} +app_update 740 validate +quit", r(ALNUM, 14))
        add("telegraf mysql DSN", '[[inputs.mysql]]\n  servers = ["telegraf:{s}@tcp(db01.acme.io:3306)/"]',
            r(ALNUM, 14))  # fmt: skip
        add("nut upsmon MONITOR", "# /etc/nut/upsmon.conf\nMONITOR rack1@localhost 1 monuser {s} primary",
            r(ALNUM, 12))  # fmt: skip
        add("vsql -w", "vsql -h vertica01.acme.io -U dbadmin -w {s} -d shop -c 'select 1'", r(ALNUM, 14))
        add("prose password, Manx", "yn fockle follit son y sharvaant t'eh {s}", r(ALNUM, 10))
        add("prose password, Cornish", "ger-tremena an servyer yw {s}", r(ALNUM, 10))
    negatives = [
        "aliyun configure set --profile prod --mode EcsRamRole --ram-role-name shop-ecs --region cn-hangzhou",
        "# /etc/ssmtp/ssmtp.conf\nmailhub=smtp.acme.io:587\nAuthUser=alerts@acme.io\nAuthMethod=LOGIN",
        "# zabbix_server.conf\nDBHost=db01\nDBName=zabbix\nDBUser=zabbix\n# DBPassword comes from the vault agent",
        "[ovh-eu]\napplication_key=<your application key>\napplication_secret=<your application secret>",
        "# conf/credentials.properties\nactivemq.username=system\nactivemq.password=${ACTIVEMQ_PASSWORD}",
        "sudo anydesk --get-id",
        "composer config --global --auth http-basic.repo.acme.io --unset",
        "class JConfig {\n\tpublic $user = 'joomla';\n\tpublic $password = '';\n\tpublic $db = 'site';",
        "crane auth login registry.acme.io -u ci-bot --password-stdin < token.txt",
        "  'dbuser' => 'nextcloud',\n  'dbpassword' => getenv('NC_DB_PASSWORD'),",
        "filebeat keystore add ES_PWD   # prompts for the value",
        "flyctl secrets list -a shop-api",
        "gh secret set DEPLOY_KEY --repo acme/shop < deploy_key.pem",
        "userlist admins\n    user admin password $6$rounds=5000$saltsalt$hashedvalueexample",
        "kcadm.sh set-password -r shop --username bob --temporary   # asks for it",
        'IMAPAccount work\nHost imap.acme.io\nUser bob@acme.io\nPassCmd "pass show mail/work"',
        "oras login registry.acme.io --identity-token-stdin < token.txt",
        "ovftool vi://administrator%40vsphere.local@vcenter.acme.io/DC1/vm/shop-db shop-db.ova   # asks",
        "[DEFAULT]\nuser=ocid1.user.oc1..aaaaexample\nkey_file=~/.oci/oci_api_key.pem\nregion=eu-frankfurt-1",
        "set system login user ops class super-user authentication plain-text-password",
        "podman secret create shop_db_pass ./secrets/db_pass.txt",
        "quarkus.oidc.client-id=shop-api\nquarkus.oidc.credentials.secret=${OIDC_CLIENT_SECRET}",
        "sudo rustdesk --get-id",
        'sc config ShopSvc start= auto obj= "NT AUTHORITY\\LocalService"',
        "skopeo copy --dest-authfile ~/.config/containers/auth.json docker://nginx:1.27 docker://registry.acme.io/nginx",
        "steamcmd +login anonymous +app_update 740 validate +quit",
        '[[inputs.mysql]]\n  servers = ["telegraf@unix(/run/mysqld/mysqld.sock)/"]',
        "# /etc/nut/upsmon.conf\nMONITOR rack1@localhost 1 monuser ${NUT_PASSWORD} primary",
        "vsql -h vertica01.acme.io -U dbadmin -d shop   # password from ~/.vsqlpass",
        "yn fockle follit son y sharvaant t'eh ayns y vault.",
        "ger-tremena an servyer yw kelys yn kist an skwadron.",
        "Alibaba Cloud RAM roles replace access keys on ECS.",
        "Zabbix alerts go to the #ops-alerts channel.",
        "ActiveMQ's web console listens on 8161, admin only.",
        "Joomla updates are applied on the first Monday of the month.",
        "Nextcloud's data folder is on the NFS share /srv/nc.",
        "HAProxy stats are on :8404/stats behind the VPN.",
        "Keycloak realm 'shop' enforces 14-character passwords.",
        "The Vertica cluster has three nodes in eu-central.",
        "Steam builds are uploaded by the release job, not by hand.",
    ]
    return forms.made, negatives
