"""Round thirty-two's held-out split of the secret corpus (``eval/secrets.py --round-thirty-two``), for a later round.

Written and committed on 2026-11-29 (a new session), before round thirty-one's misses and redacted look-alikes were
printed: an rclone remote's obscured ``pass``, ``RESTIC_PASSWORD`` and ``BORG_PASSPHRASE``, ``influx config create
--token``, a Grafana service account token, a Doppler service token, Pulumi, Linear, Figma, Postman, Netlify,
Supabase, Notion and Airtable tokens, ``smbclient -U user%password``, a CIFS mount's ``password=``, ``wget
--http-password``, ``sshpass -p``, ``openssl -pass pass:``, ``7z -p``; passwords in prose in Basque, Latvian,
Icelandic and Zulu; look-alikes beside them (placeholders, variables, prefixes named in docs, hashes, public ids).
Measured with counts only, never tuned on; once a round reads it, it is dev data.
"""

import string
from typing import Any

ROUND_THIRTY_TWO_SEED = 323232
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"


def round_thirty_two(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round thirty-two's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_THIRTY_TWO_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("rclone obscured pass", "[nas]\ntype = sftp\nhost = nas.acme.lan\nuser = backup\npass = {s}",
            r(URLSAFE, 42))  # fmt: skip
        add("restic password", "export RESTIC_PASSWORD={s}", r(ALNUM, 20))
        add("borg passphrase", "BORG_PASSPHRASE='{s}' borg create ::'{{now}}' /srv", r(ALNUM, 18))
        add("influx token", "influx config create --config-name prod --host-url https://influx.acme.io --org acme "
            "--token {s} --active", r(ALNUM + "_-", 86) + "==")  # fmt: skip
        add("grafana service account", "GRAFANA_TOKEN={s}", "glsa_" + r(ALNUM, 32) + "_" + r(HEX, 8))
        add("doppler service token", "doppler run --token {s} -- ./start.sh", "dp.st.prd." + r(ALNUM, 40))
        add("pulumi token", "PULUMI_ACCESS_TOKEN={s}", "pul-" + r(HEX, 40))
        add("linear key", "linear api key: {s}", "lin_api_" + r(ALNUM, 40))
        add("figma token", "the figma token for the design export is {s}", "figd_" + r(URLSAFE, 40))
        add("postman key", "x-api-key: {s}", "PMAK-" + r(HEX, 24) + "-" + r(HEX, 34))
        add("netlify token", "NETLIFY_AUTH_TOKEN={s} netlify deploy --prod", "nfp_" + r(ALNUM, 36))
        add("supabase access token", "supabase login --token {s}", "sbp_" + r(HEX, 40))
        add("notion token", 'notion = Client(auth="{s}")', "ntn_" + r(ALNUM, 46))
        add("airtable token", "Authorization: Bearer {s}", "pat" + r(ALNUM, 14) + "." + r(HEX, 64))
        add("smbclient user%password", "smbclient //fs.acme.lan/finance -U alice%{s}", r(ALNUM, 12))
        add("cifs mount password", "mount -t cifs //fs/share /mnt/share -o username=bob,password={s},vers=3.0",
            r(ALNUM, 12))  # fmt: skip
        add("wget http-password", "wget --http-user=ci --http-password={s} https://files.acme.io/build.tgz",
            r(ALNUM, 14))  # fmt: skip
        add("sshpass -p", "sshpass -p '{s}' ssh deploy@10.0.4.12 'systemctl restart app'", r(ALNUM, 12))
        add("openssl pass:", "openssl enc -aes-256-cbc -salt -in db.sql -out db.sql.enc -pass pass:{s}", r(ALNUM, 16))
        add("7z -p", "7z a -p{s} -mhe=on backup.7z /srv/data", r(ALNUM, 14))
        add("prose password, Basque", "zerbitzariaren pasahitza {s} da", r(ALNUM, 10))
        add("prose password, Latvian", "servera parole ir {s}", r(ALNUM, 10))
        add("prose password, Icelandic", "lykilorðið að þjóninum er {s}", r(ALNUM, 10))
        add("prose password, Zulu", "iphasiwedi yeseva ithi {s}", r(ALNUM, 10))
    negatives = [
        "[nas]\ntype = sftp\nhost = nas.acme.lan\nuser = backup\nkey_file = ~/.ssh/nas_ed25519",
        "export RESTIC_PASSWORD_FILE=/etc/restic/password",
        "BORG_PASSCOMMAND='pass show backup/borg' borg create ::'{now}' /srv",
        "influx config create --config-name prod --host-url https://influx.acme.io --org acme --token $INFLUX_TOKEN",
        "Grafana service account tokens start with glsa_; create one per integration.",
        'doppler run --token "$DOPPLER_TOKEN" -- ./start.sh',
        "PULUMI_ACCESS_TOKEN comes from the CI secret store.",
        "Linear keys look like lin_api_ followed by 40 characters.",
        "Figma personal access tokens (figd_...) expire after 90 days.",
        "x-api-key: {{postman_api_key}}",
        "NETLIFY_AUTH_TOKEN=<your token> netlify deploy --prod",
        "supabase login   # opens the browser",
        'notion = Client(auth=os.environ["NOTION_TOKEN"])',
        "Authorization: Bearer YOUR_AIRTABLE_PAT",
        "smbclient //fs.acme.lan/finance -U alice   # prompts for the password",
        "mount -t cifs //fs/share /mnt/share -o credentials=/root/.smbcred,vers=3.0",
        "wget --http-user=ci --ask-password https://files.acme.io/build.tgz",
        "sshpass -f ~/.deploy_pass ssh deploy@10.0.4.12 'systemctl restart app'",
        "openssl enc -aes-256-cbc -salt -in db.sql -out db.sql.enc -pass env:BACKUP_KEY",
        "7z a -p -mhe=on backup.7z /srv/data   # 7z asks for the password",
        "Pasahitzak gutxienez 12 karaktere izan behar ditu.",
        "Parolei jābūt vismaz 12 rakstzīmēm.",
        "Lykilorðið verður að vera að minnsta kosti 12 stafir.",
        "Iphasiwedi kufanele ibe nezinhlamvu ezingu-12 okungenani.",
        "The restic repository id is 4f3a9c2e81b7 (shown by restic cat config).",
        "borg list prints archives like srv-2026-11-29T03:00:01.",
        "The InfluxDB org id is 0a1b2c3d4e5f6a7b.",
        "Grafana dashboard uid: aX9kLm2Qz",
        "Doppler project: backend, config: prd",
        "Pulumi stack acme/payments/prod was updated by run 1842.",
        "Linear issue ENG-4821 tracks the rotation.",
        "Figma file key: 8kQzXyV2aBcDeFgH1jKlMn (in the share URL)",
        "Netlify site id: 3f9c2a1e-7b4d-4e8f-9a6c-1d2e3f4a5b6c",
        "Supabase project ref: abcdefghijklmnopqrst",
        "Notion page id 1c2b3a4d5e6f47a8b9c0d1e2f3a4b5c6",
        "Airtable base appXyZ12345678901 and table tblAbC98765432109",
        "sha256: 2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824",
        "The CIFS share's uid is 1000 and gid is 1000.",
        "git tag v7.14.2 points at 9fceb02d0ae598e95dc970b74767f19372d61af8",
        "The 7z archive's CRC is 8A3F21C4.",
    ]
    return forms.made, negatives
