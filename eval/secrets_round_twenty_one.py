"""Round twenty-one's held-out split of the secret corpus (``eval/secrets.py --round-twenty-one``), for a later round.

Written and committed on 2026-11-28 (a new session), before round nineteen's misses were printed and before round
twenty was read: Doppler, Pulumi, Fly.io, Render, Resend, Contentful, Airtable, Linear, Figma, Databricks, dbt Cloud,
Terraform Cloud and Docker Hub tokens, an age secret key, a WireGuard private key, Laravel's APP_KEY, Rails'
secret_key_base, a .pgpass line, a .netrc line, a Docker config's auth, a CIFS mount's password, openssl's -passout,
keytool's -storepass, 7-Zip's -p, chpasswd, nmcli's Wi-Fi password, wpa_supplicant's psk, an otpauth URI's seed, a
BitLocker recovery key, chat shorthand ("pw for the staging box: X"), and passwords in prose in Icelandic and Latvian;
look-alikes beside them. Measured with counts only, never tuned on; once a round reads it, it is dev data.
"""

import base64
import string
from typing import Any

ROUND_TWENTY_ONE_SEED = 212121
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
BASE32 = string.ascii_uppercase + "234567"


def round_twenty_one(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round twenty-one's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_TWENTY_ONE_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("doppler token", "DOPPLER_TOKEN={s}", "dp.st.prd." + r(ALNUM, 40))
        add("pulumi token", "export PULUMI_ACCESS_TOKEN={s}", "pul-" + r(HEX, 40))
        add("fly token", 'fly secrets set --app shop FLY_API_TOKEN="{s}"', "FlyV1 fm2_" + r(B64, 96))
        add("render key", "RENDER_API_KEY={s}", "rnd_" + r(ALNUM, 32))
        add("resend key", "RESEND_API_KEY={s}", "re_" + r(ALNUM, 8) + "_" + r(ALNUM, 24))
        add("contentful token", "CONTENTFUL_MANAGEMENT_TOKEN={s}", "CFPAT-" + r(ALNUM + "_-", 43))
        add("airtable pat", "AIRTABLE_TOKEN={s}", "pat" + r(ALNUM, 14) + "." + r(HEX, 64))
        add("linear key", "LINEAR_API_KEY={s}", "lin_api_" + r(ALNUM, 40))
        add("figma token", "FIGMA_TOKEN={s}", "figd_" + r(ALNUM + "_-", 40))
        add("databricks token", "databricks configure --token  # token: {s}", "dapi" + r(HEX, 32))
        add("dbt cloud token", "DBT_CLOUD_API_TOKEN={s}", "dbtc_" + r(ALNUM + "_-", 48))
        add(
            "terraform cloud token",
            'credentials "app.terraform.io" {{ token = "{s}" }}',
            r(ALNUM, 14) + ".atlasv1." + r(ALNUM, 67),
        )
        add("docker hub pat", "echo {s} | docker login -u acmeci --password-stdin", "dckr_pat_" + r(ALNUM + "_-", 27))
        add("age key", "# created: 2026-11-28\n{s}", "AGE-SECRET-KEY-1" + r(BASE32.replace("O", ""), 58))
        add("wireguard key", "[Interface]\nPrivateKey = {s}\nAddress = 10.0.0.2/32", r(B64, 43) + "=")
        add("laravel app key", "APP_KEY=base64:{s}", r(B64, 43) + "=")
        add("rails secret_key_base", "production:\n  secret_key_base: {s}", r(HEX, 128))
        add("pgpass line", "db.acme.io:5432:shop:app:{s}", r(ALNUM, 16))
        add("netrc line", "machine api.acme.io login deploy password {s}", r(ALNUM, 16))
        add(
            "docker config auth",
            '{{"auths": {{"registry.acme.io": {{"auth": "{s}"}}}}}}',
            base64.b64encode(("ci:" + r(ALNUM, 15)).encode()).decode(),
        )
        add("cifs mount", "mount -t cifs //nas/share /mnt/share -o username=ops,password={s}", r(ALNUM, 14))
        add(
            "openssl passout",
            "openssl pkcs12 -export -in cert.pem -inkey key.pem -out cert.p12 -passout pass:{s}",
            r(ALNUM, 14),
        )
        add("keytool storepass", "keytool -genkeypair -alias app -keystore app.jks -storepass {s}", r(ALNUM, 14))
        add("7z password", "7z a backup.7z data/ -p{s}", r(ALNUM, 14))
        add("chpasswd", 'echo "deploy:{s}" | sudo chpasswd', r(ALNUM, 14))
        add("nmcli wifi", "nmcli dev wifi connect Office-5G password {s}", r(ALNUM, 14))
        add("wpa psk", 'network={{\n  ssid="Office-5G"\n  psk="{s}"\n}}', r(ALNUM, 14))
        add("otpauth seed", "otpauth://totp/Acme:ops@acme.io?secret={s}&issuer=Acme", r(BASE32, 32))
        add(
            "bitlocker key",
            "BitLocker recovery key for LAPTOP-42: {s}",
            "-".join(r(string.digits, 6) for _ in range(8)),
        )
        add("chat staging box", "pw for the staging box: {s}", r(ALNUM, 12))
        add("prose password, Icelandic", "lykilorðið á þjóninum er {s}", r(ALNUM, 10))
        add("prose password, Latvian", "servera parole ir {s}", r(ALNUM, 10))
    negatives = [
        "DOPPLER_PROJECT=shop",
        "export PULUMI_BACKEND_URL=s3://acme-pulumi-state",
        "fly secrets list --app shop",
        "RENDER_SERVICE_ID is shown on the service's settings page.",
        "RESEND_FROM=noreply@acme.io",
        "CONTENTFUL_SPACE_ID=shop-content",
        "AIRTABLE_BASE=Inventory",
        "LINEAR_TEAM=ENG",
        "FIGMA_FILE=Checkout redesign v3",
        "databricks configure --token (it prompts for the host and the token)",
        "DBT_CLOUD_ACCOUNT_ID=4412",
        'credentials "app.terraform.io" { token = var.tfc_token }',
        "docker login -u acmeci --password-stdin < /run/secrets/dockerhub",
        "age -r age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p -o secrets.age secrets.txt",
        "[Interface]\nPrivateKey = <from wg genkey>\nAddress = 10.0.0.2/32",
        "APP_KEY= (run php artisan key:generate)",
        "production:\n  secret_key_base: <%= ENV['SECRET_KEY_BASE'] %>",
        "db.acme.io:5432:shop:app:*",
        "machine api.acme.io login deploy",
        '{"auths": {"registry.acme.io": {}}, "credsStore": "desktop"}',
        "mount -t cifs //nas/share /mnt/share -o credentials=/root/.smbcred",
        "openssl pkcs12 -export -in cert.pem -inkey key.pem -out cert.p12 -passout env:P12_PASS",
        "keytool -list -keystore app.jks (it asks for the store password)",
        "7z a backup.7z data/ -p (7-Zip prompts for the password)",
        "chpasswd reads user:password pairs from stdin",
        "nmcli dev wifi connect Office-5G --ask",
        'network={\n  ssid="Office-5G"\n  psk=0a1b2c3d (the hash from wpa_passphrase)\n}',
        "otpauth://totp/Acme:ops@acme.io?issuer=Acme&algorithm=SHA1&digits=6",
        "BitLocker recovery keys are escrowed in Entra ID, not in tickets.",
        "pw for the staging box is in the team vault",
        "Lykilorðið þarf að vera að minnsta kosti 12 stafir.",
        "Parolei jābūt vismaz 12 rakstzīmes garai.",
        "The Pulumi stack for staging is called shop-staging.",
        "Fly.io machines for the shop run in ams and fra.",
        "Airtable bases are synced to the warehouse every night.",
        "Databricks clusters shut down after 30 idle minutes.",
        "Terraform Cloud workspaces are named after their environment.",
        "The WireGuard peer for the office is 10.0.0.1.",
        "Rails credentials are edited with bin/rails credentials:edit.",
        "The Office-5G network is WPA3 only.",
    ]
    return forms.made, negatives
