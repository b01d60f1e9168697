"""Round thirty-eight's held-out split of the secret corpus (``eval/secrets.py --round-thirty-eight``), for later.

Written and committed on 2026-12-07, after round thirty-six was read, before round thirty-seven's misses and redacted
look-alikes were printed. As for round thirty-seven, each form's tool or file was first looked for in every earlier
round's file and taken only when no round had named it: T-SQL's ``ALTER LOGIN ... WITH PASSWORD``, PowerShell's
``Invoke-Sqlcmd -Password`` and a ``[pscredential]`` made from a literal, Perforce's ``p4 -P``, Excel VBA's
``Unprotect Password:=``, ZooKeeper's ``addauth digest``, ``cf login -p``, ``oc login -p``, ``etcdctl --user
USER:PASS``, ``gcloud sql users set-password``, a Mercurial ``.hgrc`` ``[auth]`` password, ``glab auth login
--token``, ``grafana-cli admin reset-admin-password``, ``keepassxc-cli <<<``, a ``.wgetrc`` ``http_passwd``,
``curlftpfs -o user=``, ``sqlpackage /TargetPassword:``, ``kubectl --token=``, ``signtool /p``, ``apksigner
--ks-pass pass:``, a PPP ``chap-secrets`` line, a Cisco ``radius-server ... key``; passwords in prose in Upper Sorbian
and Tok Pisin; look-alikes beside them. Measured with counts only, never tuned on; once a round reads it, it is dev
data.
"""

import string
from typing import Any

ROUND_THIRTY_EIGHT_SEED = 383838
ALNUM = string.ascii_letters + string.digits


def round_thirty_eight(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round thirty-eight's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_THIRTY_EIGHT_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("t-sql ALTER LOGIN", "ALTER LOGIN sa WITH PASSWORD = '{s}';", r(ALNUM, 14))
        add("Invoke-Sqlcmd -Password", "Invoke-Sqlcmd -ServerInstance db01 -Username sa -Password '{s}' "
            "-Query 'SELECT 1'", r(ALNUM, 14))  # fmt: skip
        add("pscredential from a literal", "$cred = [pscredential]::new('ACME\\bob', ('{s}' | "
            "ConvertTo-SecureString -AsPlainText -Force))", r(ALNUM, 14))  # fmt: skip
        add("p4 -P", "p4 -p ssl:perforce.acme.io:1666 -u bob -P {s} changes -m 5", r(ALNUM, 12))
        add("vba Unprotect Password", 'ActiveSheet.Unprotect Password:="{s}"', r(ALNUM, 10))
        add("zookeeper addauth digest", "addauth digest admin:{s}", r(ALNUM, 14))
        add("cf login -p", "cf login -a https://api.cf.acme.io -u bob@acme.io -p {s} -o acme -s prod", r(ALNUM, 14))
        add("oc login -p", "oc login https://api.ocp.acme.io:6443 -u developer -p {s}", r(ALNUM, 14))
        add("etcdctl --user", "etcdctl --endpoints=https://etcd1.acme.io:2379 --user root:{s} get /config/shop",
            r(ALNUM, 14))  # fmt: skip
        add("gcloud sql set-password", "gcloud sql users set-password root --host=% --instance=shop-db "
            "--password={s}", r(ALNUM, 16))  # fmt: skip
        add(".hgrc auth password", "[auth]\nacme.prefix = hg.acme.io\nacme.username = bob\nacme.password = {s}",
            r(ALNUM, 14))  # fmt: skip
        add("glab auth login --token", "glab auth login --hostname gitlab.acme.io --token {s}", r(ALNUM, 20))
        add("grafana-cli reset-admin-password", "grafana-cli admin reset-admin-password {s}", r(ALNUM, 14))
        add("keepassxc-cli here-string", "keepassxc-cli show -s vault.kdbx 'db/prod' <<< '{s}'", r(ALNUM, 16))
        add(".wgetrc http_passwd", "# ~/.wgetrc\nhttp_user = bob\nhttp_passwd = {s}", r(ALNUM, 14))
        add("curlftpfs -o user=", "curlftpfs -o user=upload:{s} ftp.acme.io /mnt/ftp", r(ALNUM, 12))
        add("sqlpackage /TargetPassword", "sqlpackage /Action:Publish /SourceFile:shop.dacpac /TargetServerName:db01 "
            "/TargetDatabaseName:shop /TargetUser:sa /TargetPassword:{s}", r(ALNUM, 14))  # fmt: skip
        add("kubectl --token=", "kubectl --server=https://k8s.acme.io:6443 --token={s} get pods -n shop", r(ALNUM, 32))
        add("signtool /p", "signtool sign /f codesign.pfx /p {s} /tr http://timestamp.acme.io /td sha256 app.exe",
            r(ALNUM, 14))  # fmt: skip
        add("apksigner --ks-pass", "apksigner sign --ks release.jks --ks-pass pass:{s} app-release.apk", r(ALNUM, 14))
        add("ppp chap-secrets", "# /etc/ppp/chap-secrets\n# client  server  secret  IP addresses\nbob  *  {s}  *",
            r(ALNUM, 12))  # fmt: skip
        add("cisco radius-server key", "radius-server host 10.0.0.9 auth-port 1812 acct-port 1813 key {s}",
            r(ALNUM, 14))  # fmt: skip
        add("prose password, Upper Sorbian", "hesło za serwer je {s}", r(ALNUM, 10))
        add("prose password, Tok Pisin", "pasword bilong seva em {s}", r(ALNUM, 10))
    negatives = [
        "ALTER LOGIN sa WITH PASSWORD = @new_password; -- set by the rotation job",
        "Invoke-Sqlcmd -ServerInstance db01 -Credential $cred -Query 'SELECT 1'",
        "$cred = Get-Credential 'ACME\\bob'",
        "p4 -p ssl:perforce.acme.io:1666 -u bob login   # asks for the password",
        "ActiveSheet.Unprotect Password:=sheetPassword",
        "addauth digest admin:$ZK_ADMIN_PASSWORD",
        "cf login -a https://api.cf.acme.io --sso",
        "oc login https://api.ocp.acme.io:6443 --web",
        "etcdctl --endpoints=https://etcd1.acme.io:2379 --cert=client.pem --key=client-key.pem get /config/shop",
        "gcloud sql users set-password root --host=% --instance=shop-db --prompt-for-password",
        "[auth]\nacme.prefix = hg.acme.io\nacme.username = bob\n# the password comes from the keyring extension",
        "glab auth login --hostname gitlab.acme.io --stdin < token.txt",
        "grafana-cli admin reset-admin-password --password-from-stdin",
        "keepassxc-cli show -s vault.kdbx 'db/prod'   # prompts for the master password",
        "# ~/.wgetrc\nhttp_user = bob\nask_password = on",
        "curlftpfs ftp.acme.io /mnt/ftp   # credentials from ~/.netrc",
        'sqlpackage /Action:Publish /SourceFile:shop.dacpac /TargetConnectionString:"$env:SHOP_CONN"',
        "kubectl --kubeconfig ~/.kube/shop get pods -n shop",
        "signtool sign /a /tr http://timestamp.acme.io /td sha256 app.exe   # the cert from the store",
        "apksigner sign --ks release.jks --ks-pass env:KS_PASS app-release.apk",
        "# /etc/ppp/chap-secrets\n# client  server  secret  IP addresses",
        "radius-server host 10.0.0.9 auth-port 1812 acct-port 1813 key 7 0822455D0A16",
        "hesło dyrbi znajmjeńša 12 znamješkow měć.",
        "pasword i mas i gat 12 leta o moa.",
        "The sa login is disabled outside maintenance windows.",
        "Perforce server: ssl:perforce.acme.io:1666.",
        "The budget sheet is protected; ask finance to unlock it.",
        "ZooKeeper ACLs use the digest scheme.",
        "Cloud Foundry org acme, space prod.",
        "OpenShift console: https://console.ocp.acme.io",
        "etcd runs on three nodes with TLS.",
        "Cloud SQL instance shop-db, Postgres 15.",
        "Mercurial mirrors are read-only.",
        "GitLab is at gitlab.acme.io.",
        "Grafana's admin user is managed by SSO.",
        "The KeePassXC vault lives on the team share.",
        "Releases are signed with the EV certificate.",
        "The APK is built by the release pipeline.",
        "PPP links are only used by the old branch office.",
        "RADIUS runs on 10.0.0.9, ports 1812 and 1813.",
    ]
    return forms.made, negatives
