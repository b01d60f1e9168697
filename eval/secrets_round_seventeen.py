"""Round seventeen's held-out split of the secret corpus (``eval/secrets.py --round-seventeen``), for a later round.

Written and committed on 2026-11-28, before round sixteen's misses were read: Yarn's `npmAuthToken`, HTTPie's `-a
user:X`, `iwconfig key s:X`, a CIFS mount's `password=`, PuTTY's `pscp`/`plink -pw`, `rdesktop -p`, `cqlsh -p`,
`ipmitool -P`, Hetzner, Linode, Vultr and Scaleway tokens, Razorpay and Flutterwave keys, a Postman environment's
value, a Laravel mail password, an Elasticsearch `bootstrap.password`, a Mosquitto `password_file` line written by
hand, an SFTP URL in a `.env`, a Redis `AUTH` command, a Celery broker URL, an Ansible vault password passed on the
command line, chat shorthand ("pwd is X fyi", "X <- prod db", "creds = admin + X"), and passwords in prose in
Yiddish, Javanese, Malagasy, Uyghur, Kurdish, Pashto, Odia, Yoruba, Igbo and Sundanese; look-alikes beside them.
Measured with counts only, never tuned on; once a round reads it, it is dev data.
"""

import string
from typing import Any

ROUND_SEVENTEEN_SEED = 171717
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def round_seventeen(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round seventeen's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_SEVENTEEN_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("yarnrc npmAuthToken", 'npmRegistries:\n  "https://npm.acme.io":\n    npmAuthToken: {s}', r(ALNUM, 36))
        add("httpie auth", "http -a deploy:{s} POST https://api.acme.io/releases", r(ALNUM, 14))
        add("iwconfig key", "iwconfig wlan0 essid lab key s:{s}", r(ALNUM, 13))
        add("cifs mount", "mount -t cifs //nas/share /mnt/nas -o username=backup,password={s}", r(ALNUM, 14))
        add("pscp pw", "pscp -pw {s} build.zip deploy@10.0.0.5:/srv/", r(ALNUM, 12))
        add("plink pw", "plink -ssh admin@10.0.0.7 -pw {s} uptime", r(ALNUM, 12))
        add("rdesktop p", "rdesktop -u Administrator -p {s} 10.0.0.9", r(ALNUM, 12))
        add("cqlsh p", "cqlsh cassandra.acme.local -u app -p {s}", r(ALNUM, 14))
        add("ipmitool P", "ipmitool -I lanplus -H 10.0.0.20 -U ADMIN -P {s} chassis status", r(ALNUM, 12))
        add("hetzner token", "HCLOUD_TOKEN={s}", r(ALNUM, 64))
        add("linode token", "LINODE_TOKEN={s}", r(HEX, 64))
        add("vultr key", "VULTR_API_KEY={s}", r(string.ascii_uppercase + string.digits, 36))
        add("scaleway key", "SCW_SECRET_KEY={s}", "-".join(r(HEX, n) for n in (8, 4, 4, 4, 12)))
        add("razorpay secret", "RAZORPAY_KEY_SECRET={s}", r(ALNUM, 24))
        add("flutterwave key", "FLW_SECRET_KEY={s}", "FLWSECK-" + r(HEX, 32) + "-X")
        add(
            "postman environment",
            '{{"key": "apiKey", "value": "{s}", "type": "secret", "enabled": true}}',
            r(ALNUM, 32),
        )
        add("laravel mail password", "MAIL_PASSWORD={s}", r(ALNUM, 16))
        add("elasticsearch bootstrap", "bootstrap.password: {s}", r(ALNUM, 16))
        add("mosquitto passwd line", "sensor01:{s}", r(ALNUM, 14))
        add("sftp url", "SFTP_URL=sftp://upload:{s}@files.acme.com:22/in", r(ALNUM, 14))
        add("redis auth", "redis> AUTH default {s}", r(ALNUM, 16))
        add("celery broker", "CELERY_BROKER_URL=amqp://worker:{s}@rabbit:5672//", r(ALNUM, 16))
        add("ansible vault pass", "ansible-playbook site.yml --vault-password {s}", r(ALNUM, 14))
        add("chat pwd fyi", "pwd is {s} fyi", r(ALNUM, 10))
        add("chat arrow back", "{s} <- prod db", r(ALNUM, 12))
        add("chat creds plus", "creds = admin + {s}", r(ALNUM, 10))
        add("prose password, Yiddish", "דער פּאַראָל פֿון דעם סערווער איז {s}", r(ALNUM, 10))
        add("prose password, Javanese", "tembung sandhi server yaiku {s}", r(ALNUM, 10))
        add("prose password, Malagasy", "ny teny miafina an'ny mpizara dia {s}", r(ALNUM, 10))
        add("prose password, Uyghur", "مۇلازىمېتىرنىڭ پارولى {s}", r(ALNUM, 10))
        add("prose password, Kurdish", "şîfreya serverê {s} e", r(ALNUM, 10))
        add("prose password, Pashto", "د سرور پټنوم {s} دی", r(ALNUM, 10))
        add("prose password, Odia", "ସର୍ଭରର ପାସୱାର୍ଡ {s}", r(ALNUM, 10))
        add("prose password, Yoruba", "ọ̀rọ̀ aṣínà olupin ni {s}", r(ALNUM, 10))
        add("prose password, Igbo", "okwuntughe sava bụ {s}", r(ALNUM, 10))
        add("prose password, Sundanese", "kecap konci server nyaéta {s}", r(ALNUM, 10))
    negatives = [
        'npmRegistries:\n  "https://npm.acme.io":\n    npmAlwaysAuth: true',
        "http -a deploy POST https://api.acme.io/releases (HTTPie asks for the password)",
        "iwconfig wlan0 essid lab key off",
        "mount -t cifs //nas/share /mnt/nas -o credentials=/etc/nas-credentials,uid=1000",
        "pscp -i deploy.ppk build.zip deploy@10.0.0.5:/srv/",
        "plink -ssh admin@10.0.0.7 -i admin.ppk uptime",
        "rdesktop -u Administrator 10.0.0.9 -g 1920x1080",
        "cqlsh cassandra.acme.local -u app (it prompts for the password)",
        "ipmitool -I lanplus -H 10.0.0.20 -U ADMIN -E chassis status (password from IPMI_PASSWORD)",
        "HCLOUD_CONTEXT=production",
        "LINODE_REGION=eu-central",
        "VULTR_REGION=fra",
        "SCW_DEFAULT_ZONE=fr-par-1",
        "RAZORPAY_KEY_ID is public; only the secret goes into the vault.",
        "FLW_PUBLIC_KEY goes into the checkout page.",
        '{"key": "baseUrl", "value": "https://api.acme.io", "type": "default", "enabled": true}',
        "MAIL_PASSWORD=${SMTP_PASSWORD}",
        "bootstrap.password is set from the keystore, never in elasticsearch.yml.",
        "sensor01:sensor01 is the topic prefix, not a login.",
        "SFTP_URL=sftp://files.acme.com:22/in",
        "redis> AUTH default (the password comes from the secret)",
        "CELERY_BROKER_URL=amqp://rabbit:5672//",
        "ansible-playbook site.yml --vault-password-file ~/.vault_pass",
        "pwd is the shell builtin that prints the working directory.",
        "v2.3.1 <- prod, v2.4.0-rc1 <- staging",
        "creds = admin + the usual, ask in #ops",
        "דער פּאַראָל מוז האָבן לכל־הפּחות 12 צייכנס.",
        "Tembung sandhi kudu paling ora 12 karakter.",
        "Ny teny miafina dia tokony ho 12 litera farafahakeliny.",
        "پارول كەم دېگەندە 12 ھەرپ بولۇشى كېرەك.",
        "Şîfre divê herî kêm 12 tîp be.",
        "پټنوم باید لږ تر لږه 12 توري ولري.",
        "ପାସୱାର୍ଡ ଅତି କମରେ 12 ଅକ୍ଷର ହେବା ଆବଶ୍ୟକ।",
        "Ọ̀rọ̀ aṣínà gbọ́dọ̀ ní ó kéré tán ohun kikọ 12.",
        "Okwuntughe ga-enwerịrị opekata mpe mkpụrụedemede 12.",
        "Kecap konci kedah sahenteuna 12 karakter.",
        "The build id 20261128.4 shipped to production.",
        "Ticket PAY-4821 tracks the refund bug.",
        "The HMAC header is X-Signature-256 and is checked on every webhook.",
        "Rotate the Hetzner token with `hcloud context create` every quarter.",
    ]
    return forms.made, negatives
