"""Round twenty-two's held-out split of the secret corpus (``eval/secrets.py --round-twenty-two``), for a later round.

Written and committed on 2026-11-28, after rounds nineteen and twenty were read and before round twenty-one's misses
were printed: Azure DevOps, Atlassian, Okta (SSWS), Cloudflare, DigitalOcean, Hugging Face, Replicate, Groq,
Perplexity, LangSmith, Weights & Biases, Tailscale, ngrok, Mistral, Cohere and Pinecone keys in commands and client
code, a kubeadm bootstrap token, Consul's gossip key, Redis's ACL SETUSER >X, MongoDB's createUser pwd, jenkins-cli's
-auth, argocd's and helm's --password, a Vault unseal key, PostgreSQL's ALTER ROLE ... PASSWORD, SQL Server's
MSSQL_SA_PASSWORD, an sftp URL, chat shorthand ("here's the token, don't share it: X"), and passwords in prose in
Kinyarwanda and Xhosa; look-alikes beside them. Measured with counts only, never tuned on; once a round reads it, it is
dev data.
"""

import string
from typing import Any

ROUND_TWENTY_TWO_SEED = 222222
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
LOWER_ALNUM = string.ascii_lowercase + string.digits


def round_twenty_two(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round twenty-two's held-out split, made by ``forms``
    (``eval/secrets.py``'s ``Forms`` of ``ROUND_TWENTY_TWO_SEED``)."""
    r, add = forms.random, forms.add

    for _ in range(2):
        add("azure devops pat", "export AZURE_DEVOPS_EXT_PAT={s}", r(LOWER_ALNUM, 52))
        add(
            "atlassian token",
            "JIRA_API_TOKEN={s}",
            "ATATT3xFfGF0" + r(ALNUM + "_-", 170) + "=" + r("0123456789ABCDEF", 8),
        )
        add(
            "okta ssws",
            "curl -H 'Authorization: SSWS {s}' https://acme.okta.com/api/v1/users",
            "00" + r(ALNUM + "_-", 40),
        )
        add("cloudflare token", "export CLOUDFLARE_API_TOKEN={s}", r(ALNUM + "_-", 40))
        add("digitalocean token", "doctl auth init --access-token {s}", "dop_v1_" + r(HEX, 64))
        add("hugging face token", "huggingface-cli login --token {s}", "hf_" + r(ALNUM, 34))
        add("replicate token", 'replicate = Client(api_token="{s}")', "r8_" + r(ALNUM, 37))
        add("groq key", 'client = Groq(api_key="{s}")', "gsk_" + r(ALNUM, 52))
        add("perplexity key", "PPLX key for the research bot: {s}", "pplx-" + r(ALNUM, 48))
        add("langsmith key", "LANGCHAIN_API_KEY={s}", "lsv2_pt_" + r(HEX, 32) + "_" + r(HEX, 10))
        add("wandb key", "wandb login {s}", r(HEX, 40))
        add("tailscale key", "tailscale up --authkey={s}", "tskey-auth-" + r(ALNUM, 16) + "-" + r(ALNUM, 32))
        add("ngrok authtoken", "ngrok config add-authtoken {s}", r(ALNUM, 27) + "_" + r(ALNUM, 21))
        add("mistral key", 'client = MistralClient(api_key="{s}")', r(ALNUM, 32))
        add("cohere key", "co = cohere.Client('{s}')", r(ALNUM, 40))
        add("pinecone key", 'pc = Pinecone(api_key="{s}")', "pcsk_" + r(ALNUM, 6) + "_" + r(ALNUM, 60))
        add(
            "kubeadm token",
            "kubeadm join 10.0.0.1:6443 --token {s} --discovery-token-ca-cert-hash sha256:" + "ab" * 32,
            r(LOWER_ALNUM, 6) + "." + r(LOWER_ALNUM, 16),
        )
        add("consul gossip key", 'encrypt = "{s}"', r(B64, 43) + "=")
        add("redis acl", "ACL SETUSER app on >{s} ~cache:* +@read", r(ALNUM, 16))
        add("mongo createUser", "db.createUser({{user: 'app', pwd: '{s}', roles: ['readWrite']}})", r(ALNUM, 16))
        add(
            "jenkins cli auth",
            "java -jar jenkins-cli.jar -s https://ci.acme.io -auth admin:{s} build deploy",
            r(ALNUM, 16),
        )
        add("argocd login", "argocd login argo.acme.io --username admin --password {s}", r(ALNUM, 16))
        add(
            "helm repo password", "helm repo add acme https://charts.acme.io --username ci --password {s}", r(ALNUM, 16)
        )
        add("vault unseal key", "Unseal Key 1: {s}", r(B64, 43) + "=")
        add("postgres alter role", "ALTER ROLE app WITH LOGIN PASSWORD '{s}';", r(ALNUM, 16))
        add(
            "mssql sa password",
            "docker run -e 'ACCEPT_EULA=Y' -e 'MSSQL_SA_PASSWORD={s}' mcr.microsoft.com/mssql/server:2022-latest",
            r(ALNUM, 14) + "!",
        )
        add("sftp url", "sftp://deploy:{s}@files.acme.io/upload", r(ALNUM, 14))
        add("chat don't share", "here's the token, don't share it: {s}", r(ALNUM, 32))
        add("chat new key", "new api key just dropped {s} (old one revoked)", r(ALNUM, 32))
        add("prose password, Kinyarwanda", "ijambo ry'ibanga rya seriveri ni {s}", r(ALNUM, 10))
        add("prose password, Xhosa", "igama lokugqitha leseva ngu-{s}", r(ALNUM, 10))
    negatives = [
        "export AZURE_DEVOPS_ORG=https://dev.azure.com/acme",
        "JIRA_BASE_URL=https://acme.atlassian.net",
        'curl -H "Authorization: SSWS $OKTA_TOKEN" https://acme.okta.com/api/v1/users',
        "export CLOUDFLARE_ACCOUNT_ID=acme-prod",
        "doctl auth init (it prompts for the token)",
        "huggingface-cli login (paste the token when asked)",
        "replicate = Client(api_token=os.environ['REPLICATE_API_TOKEN'])",
        'client = Groq(api_key=os.environ.get("GROQ_API_KEY"))',
        "PPLX key for the research bot is in the vault under research/pplx.",
        "LANGCHAIN_PROJECT=support-bot",
        "wandb login --relogin (it asks for the key)",
        "tailscale up --authkey=file:/run/secrets/ts-authkey",
        "ngrok config add-authtoken $NGROK_AUTHTOKEN",
        "client = MistralClient(api_key=settings.mistral_key)",
        "co = cohere.Client(os.environ['CO_API_KEY'])",
        'pc = Pinecone(api_key=os.getenv("PINECONE_API_KEY"))',
        "kubeadm token create --print-join-command prints a fresh join command.",
        'encrypt = "{{ consul_gossip_key }}"',
        "ACL SETUSER app on ~cache:* +@read (the password is added by the deploy job)",
        "db.createUser({user: 'app', pwd: passwordPrompt(), roles: ['readWrite']})",
        "java -jar jenkins-cli.jar -s https://ci.acme.io -auth @/run/secrets/jenkins build deploy",
        "argocd login argo.acme.io --sso",
        "helm repo add acme https://charts.acme.io --username ci --password-stdin",
        "Unseal keys are split among five people; three are needed.",
        "ALTER ROLE app WITH LOGIN PASSWORD NULL;",
        "docker run -e 'ACCEPT_EULA=Y' -e MSSQL_SA_PASSWORD mcr.microsoft.com/mssql/server:2022-latest",
        "sftp://deploy@files.acme.io/upload",
        "here's the token format: a prefix, an underscore and 40 characters",
        "new api key rotation happens every 90 days",
        "Ijambo ry'ibanga rigomba kugira inyuguti nibura 12.",
        "Igama lokugqitha kufuneka libe noonobumba abali-12 ubuncinane.",
        "The Hugging Face org for our models is acme-ml.",
        "Tailscale ACLs live in the policy file in the infra repo.",
        "The Consul datacenter is called eu-west.",
        "Groq is used only for the nightly summaries.",
        "Pinecone's index for support articles is support-v3.",
        "The Jenkins job deploy takes about four minutes.",
        "ArgoCD syncs the shop app every three minutes.",
        "Okta groups map to GitHub teams through SCIM.",
        "The kubeadm version on the nodes is 1.31.",
    ]
    return forms.made, negatives
