"""Round twenty-nine's held-out split of the secret corpus (``eval/secrets.py --round-twenty-nine``), for a later
round.

Written and committed on 2026-11-29, before round twenty-eight's misses and redacted look-alikes were printed:
passwords handed to containers and charts (``docker run -e``, ``helm --set``, ``kubectl create secret
--from-literal``, ``vault kv put``), to directory and file-sharing tools (``ldapsearch -w``, ``smbclient -U user%``,
``RSYNC_PASSWORD``, ``wget --http-password``), to network gear (an SNMP community, Cisco's ``username ... password
0``), to Azure's CLI and Spring's properties; a GitLab token in a remote URL, a PyPI token in ``.pypirc``, an FTP URL,
IRC's NickServ; Azure DevOps, Databricks, New Relic, Datadog, Mapbox and Cloudinary keys; passwords in prose in
Cebuano, Tok Pisin, Maltese, Irish and Esperanto; look-alikes beside them (secret files and prompts instead of
values, the public SNMP community, a Mapbox public token, placeholders, site names). Measured with counts only, never
tuned on; once a round reads it, it is dev data.
"""

import base64
import string
from typing import Any

ROUND_TWENTY_NINE_SEED = 292929
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
UPPER_ALNUM = string.ascii_uppercase + string.digits
BASE32_LOWER = "abcdefghijklmnopqrstuvwxyz234567"


def round_twenty_nine(forms: Any) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(form, text, secret) positives and the ordinary texts of round twenty-nine's held-out split, made by
    ``forms`` (``eval/secrets.py``'s ``Forms`` of ``ROUND_TWENTY_NINE_SEED``)."""
    r, add = forms.random, forms.add

    def jwt_like(prefix: str) -> str:
        head = base64.urlsafe_b64encode(b'{"u":"acme","a":"' + r(ALNUM, 12).encode() + b'"}').decode().rstrip("=")
        return prefix + head + "." + r(ALNUM + "-_", 22)

    for _ in range(2):
        add("docker run -e", "docker run -d -e POSTGRES_PASSWORD={s} -p 5432:5432 postgres:16", r(ALNUM, 16))
        add("helm --set", "helm install db bitnami/mysql --set auth.rootPassword={s}", r(ALNUM, 16))
        add("kubectl from-literal", "kubectl create secret generic db --from-literal=password={s}", r(ALNUM, 18))
        add("vault kv put", "vault kv put secret/shop/db password={s}", r(ALNUM, 18))
        add("ldapsearch -w", "ldapsearch -x -D cn=admin,dc=acme,dc=io -w {s} -b dc=acme,dc=io", r(ALNUM, 14))
        add("smbclient user%pass", "smbclient //files.acme.io/finance -U backup%{s}", r(ALNUM, 14))
        add("RSYNC_PASSWORD", "RSYNC_PASSWORD={s} rsync -av rsync://backup@nas.acme.io/data ./data", r(ALNUM, 14))
        add("wget --http-password", "wget --http-user=ci --http-password={s} https://artifacts.acme.io/app.tgz",
            r(ALNUM, 14))  # fmt: skip
        add("snmp community", "snmpwalk -v2c -c {s} 10.20.0.1 system", r(ALNUM, 12))
        add("cisco password 0", "username netops privilege 15 password 0 {s}", r(ALNUM, 12))
        add("az service principal", "az login --service-principal -u 3f1c2b7a-1d2e-4f5a-9b8c-7d6e5f4a3b2c -p {s} "
            "--tenant acme.onmicrosoft.com", r(ALNUM + "~._-", 40))  # fmt: skip
        add("spring datasource password", "spring.datasource.password={s}", r(ALNUM, 16))
        add("gitlab token in remote", "git remote set-url origin https://oauth2:{s}@gitlab.acme.io/shop/api.git",
            "glpat-" + r(ALNUM + "-_", 20))  # fmt: skip
        add(
            "pypirc token", "[pypi]\nusername = __token__\npassword = {s}", "pypi-AgEIcHlwaS5vcmc" + r(ALNUM + "-_", 60)
        )
        add("ftp url", "curl -T build.zip ftp://deploy:{s}@ftp.acme.io/releases/", r(ALNUM, 14))
        add("nickserv identify", "/msg NickServ IDENTIFY {s}", r(ALNUM, 12))
        add("azure devops pat", "AZURE_DEVOPS_EXT_PAT={s}", r(BASE32_LOWER, 52))
        add("databricks token", "databricks configure --token <<< {s}", "dapi" + r(HEX, 32))
        add("new relic key", "NEW_RELIC_API_KEY={s}", "NRAK-" + r(UPPER_ALNUM, 27))
        add("datadog api key", "DD_API_KEY={s} DD_SITE=datadoghq.eu datadog-agent start", r(HEX, 32))
        add("mapbox secret token", "MAPBOX_DOWNLOADS_TOKEN={s}", jwt_like("sk.eyJ"))
        add("cloudinary url", "CLOUDINARY_URL=cloudinary://{s}@acme", r("0123456789", 15) + ":" + r(ALNUM + "-_", 27))
        add("prose password, Cebuano", "ang password sa server kay {s}", r(ALNUM, 10))
        add("prose password, Tok Pisin", "password bilong server em {s}", r(ALNUM, 10))
        add("prose password, Maltese", "il-password tas-server hija {s}", r(ALNUM, 10))
        add("prose password, Irish", "is é pasfhocal an fhreastalaí ná {s}", r(ALNUM, 10))
        add("prose password, Esperanto", "la pasvorto de la servilo estas {s}", r(ALNUM, 10))
    negatives = [
        "docker run -d -e POSTGRES_PASSWORD_FILE=/run/secrets/db -p 5432:5432 postgres:16",
        "helm install db bitnami/mysql --set auth.existingSecret=db-auth",
        "kubectl create secret generic db --from-file=password=./db-password.txt",
        "vault kv get -field=password secret/shop/db",
        "ldapsearch -x -D cn=admin,dc=acme,dc=io -W -b dc=acme,dc=io   (-W prompts for the password)",
        "smbclient //files.acme.io/finance -U backup   # asks for the password",
        "RSYNC_PASSWORD is read from the environment; set it from the vault in the job.",
        "wget --http-user=ci --ask-password https://artifacts.acme.io/app.tgz",
        "snmpwalk -v2c -c public 10.20.0.1 system",
        "username netops privilege 15 secret 9 <hash from the config backup>",
        "az login --service-principal -u $AZ_APP_ID -p $AZ_SECRET --tenant acme.onmicrosoft.com",
        "spring.datasource.password=${DB_PASSWORD}",
        "git remote set-url origin git@gitlab.acme.io:shop/api.git",
        "[pypi]\nusername = __token__\n# password comes from keyring",
        "curl -T build.zip --netrc ftp://ftp.acme.io/releases/",
        "/msg NickServ HELP IDENTIFY",
        "AZURE_DEVOPS_ORG=https://dev.azure.com/acme",
        "Databricks personal access tokens start with dapi and expire after 90 days.",
        "New Relic user keys look like NRAK-XXXXXXXXXXXXXXXXXXXXXXXXXXX; keep them in the vault.",
        "DD_SITE=datadoghq.eu DD_ENV=staging datadog-agent start",
        "mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJjbGFiYzEyMyJ9.public-token-for-the-map';",
        "CLOUDINARY_URL=cloudinary://<api_key>:<api_secret>@acme",
        "Ang password kinahanglan adunay 12 ka karakter.",
        "Password i mas gat 12 leta o moa.",
        "Il-password għandha jkollha mill-inqas 12-il karattru.",
        "Caithfidh ar a laghad 12 charachtar a bheith sa phasfhocal.",
        "La pasvorto devas havi almenaŭ 12 signojn.",
        "The SNMP community for read-only polling is stored in the monitoring vault.",
        "Rotate the Datadog API key every 90 days; the app key separately.",
        "Cisco type 9 secrets are scrypt hashes; never paste type 0 passwords into configs.",
        "The deploy user's SSH key fingerprint is SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8.",
        "Commit 9fceb02d0ae598e95dc970b74767f19372d61af8 rotated the key.",
        "export VAULT_ADDR=https://vault.acme.io:8200",
        "Use --password-stdin rather than -p so the password stays out of the shell history.",
        "The test card 4242 4242 4242 4242 works in Stripe's test mode.",
        "session id: 7f3c9a2e-41b8-4d6f-9c1e-2a5b8d0f6e3c (for the support ticket)",
        "sha256 of the release: 3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b",
        "The build number is 20261129.4 and the image tag 1.42.0-rc.3.",
        "ssh-keygen -t ed25519 -C deploy@acme.io -f ~/.ssh/deploy   # enter a passphrase when asked",
        "AKIAIOSFODNN7EXAMPLE is the key id AWS uses in its docs.",
    ]
    return forms.made, negatives
