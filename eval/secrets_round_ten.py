"""Round ten's held-out split of the secret corpus (``eval/secrets.py --round-ten``), for the round after next.

Written and committed on 2026-11-27, the session after round nine was measured, before round eight's misses were
read and before any pattern was written for them: providers no earlier split names (Replicate, Mistral, Cohere,
Paystack, Razorpay, Plaid), passwords handed to Windows and backup tools (cmdkey, net use, PowerShell's
SecureString, restic, borg, rclone, ssh-keygen), Ansible inventories, Terraform variables, Kubernetes `stringData`,
Azure and AWS command lines, auth headers no split used, chat shorthand ("creds for staging -> admin / X"), and
passwords in prose in Chinese, Korean, Vietnamese, Ukrainian, Norwegian, Hungarian and Thai; look-alikes beside
them. Measured with counts only, never tuned on; once a round reads it, it is dev data.
"""

import string
from typing import Any

ROUND_TEN_SEED = 271131
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"


def round_ten(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round ten's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_TEN_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("replicate token", "export REPLICATE_API_TOKEN={s}", "r8_" + r(ALNUM, 37))
        add("mistral key", "mistral api key: {s}", r(ALNUM, 32))
        add("cohere key", "co = cohere.Client('{s}')", r(ALNUM, 40))
        add("paystack secret", "PAYSTACK_SECRET={s}", "sk_live_" + r(HEX, 40))
        add("razorpay secret", "razorpay key_secret {s}", r(ALNUM, 24))
        add("plaid secret", 'plaid:\n  client_id: "5f1a2b3c4d5e6f7a8b9c0d1e"\n  secret: "{s}"', r(HEX, 30))
        add("cmdkey password", "cmdkey /add:fs01 /user:CORP\\backup /pass:{s}", r(ALNUM, 12))
        add("net use password", "net use Z: \\\\fs01\\share {s} /user:CORP\\backup", r(ALNUM, 11) + "#")
        add("powershell securestring", "$pw = ConvertTo-SecureString '{s}' -AsPlainText -Force", r(ALNUM, 13))
        add("restic password", "RESTIC_PASSWORD={s} restic backup /srv", r(ALNUM, 18))
        add("borg passphrase", "export BORG_PASSPHRASE='{s}'", r(ALNUM, 16))
        add("rclone pass", "[nas]\ntype = sftp\nhost = nas.lan\nuser = backup\npass = {s}", r(B64URL, 38))
        add("ssh-keygen passphrase", "ssh-keygen -t ed25519 -N '{s}' -f deploy_key", r(ALNUM, 14))
        add("ansible ssh pass", "web1 ansible_host=10.0.4.11 ansible_user=deploy ansible_ssh_pass={s}", r(ALNUM, 12))
        add("ansible become pass", "ansible_become_pass: {s}", r(ALNUM, 12))
        add("tfvars password", 'db_admin_password = "{s}"', r(ALNUM, 16))
        add("k8s stringData", "stringData:\n  SMTP_PASS: {s}", r(ALNUM, 15))
        add("azure sp password", "az login --service-principal -u 7d1e... -p {s} --tenant corp", r(ALNUM + "~._-", 40))
        add("aws configure secret", "aws configure set aws_secret_access_key {s}", r(ALNUM + "/+", 40))
        add("x-auth-token header", "curl -H 'X-Auth-Token: {s}' https://api.internal/v1/jobs", r(HEX, 32))
        add("oauth2 bearer option", "curl --oauth2-bearer {s} https://api.internal/me", r(B64URL, 36))
        add("chat shorthand creds", "creds for staging -> admin / {s}", r(ALNUM, 11))
        add("prose password, Chinese", "服务器密码是 {s}", r(ALNUM, 10))
        add("prose password, Korean", "서버 비밀번호는 {s} 입니다", r(ALNUM, 10))
        add("prose password, Vietnamese", "mật khẩu máy chủ là {s}", r(ALNUM, 10))
        add("prose password, Ukrainian", "пароль до сервера: {s}", r(ALNUM, 10))
        add("prose password, Norwegian", "passordet til serveren er {s}", r(ALNUM, 10))
        add("prose password, Hungarian", "a szerver jelszava {s}", r(ALNUM, 10))
    negatives = [
        "REPLICATE_API_TOKEN comes from the team's 1Password vault.",
        "Mistral's API is used for the summariser; the key is in the secret manager.",
        "cohere.Client() reads CO_API_KEY from the environment.",
        "Paystack test keys start with sk_test_; never ship them.",
        "Razorpay webhooks are verified with the webhook secret, not the key secret.",
        'plaid:\n  client_id: "${PLAID_CLIENT_ID}"\n  env: sandbox',
        "cmdkey /list shows the stored credentials on the build agent.",
        "net use Z: \\\\fs01\\share /persistent:yes maps the share at logon.",
        "ConvertTo-SecureString reads the password from Read-Host -AsSecureString.",
        "restic snapshots lists the backups; RESTIC_PASSWORD_FILE points at the key file.",
        "borg init --encryption=repokey creates the repository.",
        "[nas]\ntype = sftp\nhost = nas.lan\nkey_file = ~/.ssh/backup",
        "ssh-keygen -t ed25519 -f deploy_key asks for a passphrase.",
        "web1 ansible_host=10.0.4.11 ansible_user=deploy",
        "ansible_become_pass comes from the vault file group_vars/all/vault.yml.",
        "db_admin_password = var.db_admin_password",
        "stringData:\n  SMTP_HOST: smtp.internal",
        "az login --service-principal uses the certificate in CI.",
        "aws configure set region eu-west-1",
        "curl -H 'X-Request-Id: 7f3c9a' https://api.internal/v1/jobs",
        'curl --oauth2-bearer "$TOKEN" https://api.internal/me',
        "creds for staging are in the vault under staging/admin.",
        "密码至少需要 12 个字符。",
        "비밀번호는 12자 이상이어야 합니다.",
        "Mật khẩu phải có ít nhất 12 ký tự.",
        "Пароль має містити щонайменше 12 символів.",
        "Passordet må ha minst 12 tegn.",
        "A jelszónak legalább 12 karakterből kell állnia.",
        "The commit 4f9c2d1e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e fixed the leak.",
        "Order ORD-2026-118734 shipped on Tuesday.",
        "The S3 ETag 9b2cf535f27731c974343645a3985328 matches the upload.",
        "Use --pass-through to keep the headers.",
        "The login form takes a user name / e-mail and a password.",
        "The hash $2b$12$ prefix means bcrypt with cost 12.",
        "Trace 4bf92f3577b34da6a3ce929d0e0e4736 shows the slow query.",
        "The Slack channel id is C04ABCD1234.",
        "Password rotation runs on the first Monday of the month.",
        "The token endpoint is https://auth.internal/oauth/token.",
        "Set X-Auth-Token from the login response; it expires after an hour.",
        "Our KMS key alias is alias/app-prod.",
    ]
    return forms.made, negatives
