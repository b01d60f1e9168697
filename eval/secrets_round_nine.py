"""Round nine's held-out split of the secret corpus (``eval/secrets.py --round-nine``), for the next round.

Written and committed on 2026-11-27 after round eight was measured and before its misses were read or any pattern
was written for them: more providers' shapes (Firebase, Alibaba, Tencent, Fly.io, Render, Resend, Pinecone, Vercel,
Kaggle, Weights & Biases), passwords given to tools no earlier split names (7-Zip, unzip, openssl enc, gpg,
keytool, smbclient, xfreerdp, sqlcmd, mongosh), Wi-Fi configuration, `.s3cfg`, and passwords in prose in Greek,
Hebrew, Arabic, Hindi, Indonesian and Romanian; look-alikes beside them. Measured with counts only, never tuned on;
once a round reads it, it is dev data.

Measured once (2026-11-27), with the redaction shipped then (round seven's rules and this round's probes), counts
only: 17 of 56 secrets caught (30.4 %), 0 of 40 look-alikes redacted. The next round reads round eight's misses, then
measures this split once more.
"""

import string
from typing import Any

ROUND_NINE_SEED = 271130
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"


def round_nine(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round nine's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_NINE_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("firebase server key", "FCM_SERVER_KEY={s}", "AAAA" + r(B64URL, 7) + ":APA91b" + r(B64URL, 134))
        add("alibaba access key", "aliyun access key id {s}", "LTAI" + r(ALNUM, 20))
        add("tencent secret id", "TENCENTCLOUD_SECRET_ID={s}", "AKID" + r(ALNUM, 32))
        add("fly.io token", "fly auth token: {s}", "fo1_" + r(B64URL, 43))
        add("render api key", "RENDER_API_KEY={s}", "rnd_" + r(ALNUM, 32))
        add("resend api key", "resend key {s}", "re_" + r(ALNUM, 8) + "_" + r(ALNUM, 24))
        add("pinecone key", "PINECONE_API_KEY={s}", "pcsk_" + r(ALNUM, 5) + "_" + r(ALNUM, 60))
        add("vercel token", "vercel --token {s} deploy --prod", r(ALNUM, 24))
        add("kaggle key", '{{"username": "ml-team", "key": "{s}"}}', r(HEX, 32))
        add("wandb key", "wandb login {s}", r(HEX, 40))
        add("7-zip password", "7z a -p{s} backup.7z dumps/", r(ALNUM, 12))
        add("unzip password", "unzip -P {s} export.zip", r(ALNUM, 11))
        add("openssl enc key", "openssl enc -aes-256-cbc -k {s} -in db.sql -out db.enc", r(ALNUM, 14))
        add("gpg passphrase", "gpg --batch --passphrase {s} -d secrets.gpg", r(ALNUM, 16))
        add("keytool storepass", "keytool -list -keystore app.jks -storepass {s}", r(ALNUM, 12))
        add("smbclient password", "smbclient //files/share -U backup%{s}", r(ALNUM, 12))
        add("xfreerdp password", "xfreerdp /v:10.0.3.4 /u:admin /p:{s}", r(ALNUM, 12) + "!")
        add("sqlcmd password", "sqlcmd -S db.internal -U sa -P {s} -Q 'select 1'", r(ALNUM, 13))
        add("mongosh password", "mongosh --host db.internal -u admin -p {s}", r(ALNUM, 13))
        add("wpa psk", 'network={{\n  ssid="Office"\n  psk="{s}"\n}}', r(ALNUM, 14))
        add("hostapd passphrase", "wpa_passphrase={s}", r(ALNUM, 15))
        add("s3cfg secret", "[default]\naccess_key = AKIAEXAMPLEEXAMPLE00\nsecret_key = {s}", r(ALNUM + "/+", 40))
        add("prose password, Greek", "ο κωδικός του διακομιστή είναι {s}", r(ALNUM, 10))
        add("prose password, Hebrew", "הסיסמה לשרת היא {s}", r(ALNUM, 10))
        add("prose password, Arabic", "كلمة المرور للخادم هي {s}", r(ALNUM, 10))
        add("prose password, Hindi", "सर्वर का पासवर्ड {s} है", r(ALNUM, 10))
        add("prose password, Indonesian", "kata sandi server adalah {s}", r(ALNUM, 10))
        add("prose password, Romanian", "parola serverului este {s}", r(ALNUM, 10))
    negatives = [
        "FCM_SERVER_KEY is deprecated; the app uses the HTTP v1 API with a service account.",
        "Alibaba Cloud OSS buckets for China are in cn-shanghai.",
        "TENCENTCLOUD_SECRET_ID is read from the CI's masked variables.",
        "fly deploy --remote-only builds the image on Fly's builders.",
        "Render redeploys the service on every push to main.",
        "Resend sends the transactional emails; templates are in emails/.",
        "Pinecone indexes are named after the environment, e.g. search-prod.",
        "vercel --prod deploys the current branch to production.",
        "kaggle datasets download -d shop/reviews fetches the public dataset.",
        "wandb login reads the key from the WANDB_API_KEY variable.",
        "7z x backup.7z extracts the archive; it asks for the password.",
        "unzip -l export.zip lists the files without extracting them.",
        "openssl enc -d decrypts; the key comes from the KMS.",
        "gpg --import team.asc imports the team's public keys.",
        "keytool -list -keystore app.jks shows the certificates in the keystore.",
        "smbclient -L //files lists the shares on the file server.",
        "xfreerdp /v:10.0.3.4 /u:admin opens a session; it prompts for the password.",
        "sqlcmd -S db.internal -E uses Windows authentication.",
        "mongosh --host db.internal connects with the credentials from the config file.",
        'network={\n  ssid="Guest"\n  key_mgmt=NONE\n}',
        "wpa_passphrase Office reads the passphrase from stdin and prints the PSK.",
        "secret_key = ${S3_SECRET} in .s3cfg is filled by the entrypoint.",
        "Ο κωδικός πρέπει να έχει τουλάχιστον 12 χαρακτήρες.",
        "הסיסמה חייבת להכיל לפחות 12 תווים.",
        "يجب أن تحتوي كلمة المرور على 12 حرفًا على الأقل.",
        "पासवर्ड कम से कम 12 अक्षरों का होना चाहिए।",
        "Kata sandi harus minimal 12 karakter.",
        "Parola trebuie să aibă cel puțin 12 caractere.",
        "The build id is b7f3c9e1a2d4 and the run took 4m12s.",
        "Request 01HF3K9Z2QW8N7R5T6Y4X3V2B1 was retried twice.",
        "The Docker image digest starts with sha256:9f86d081884c7d65.",
        "Version 2.14.0-rc.3+build.77 is the release candidate.",
        "Use -P 2222 when the bastion listens on another port.",
        "The ssh key fingerprint SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU is published.",
        "Base64 of 'hello world' is aGVsbG8gd29ybGQ=.",
        "The UUID 123e4567-e89b-12d3-a456-426614174000 is the example tenant.",
        "Set PGPASSFILE=~/.pgpass to read passwords from the file.",
        "The API returns a cursor like eyJwYWdlIjoyfQ for the next page.",
        "Rotate the Vercel token when someone leaves the team.",
        "Our Wi-Fi password policy: 16 characters, rotated quarterly.",
    ]
    return forms.made, negatives
