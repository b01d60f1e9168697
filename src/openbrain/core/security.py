"""Memories are untrusted text: likely prompt injections flagged on the way out (secrets: ``core/redaction.py``).

Agents write memories from what they read, and what they read may hold an instruction planted in a web page.
``injection_reason`` finds text that tries to steer the agent reading it (ignore previous instructions, fake system
turns, exfiltration orders, imitations of OpenBrain's own context headings): patterns on the text as written and
with its disguises undone, and a learned check (``core/injection_model.py``). Such a memory is stored as written,
carries ``suspicious`` with the reason wherever it is shown, and never enters a hook's injected context.

The corpora in tests/test_security.py and eval/injections.py hold the cases each pattern must catch and the
look-alikes it must leave.
"""

import re
from functools import lru_cache

# Prompt injections: (reason, pattern). Phrased as attacks are phrased: text that speaks to the agent reading it
# (overriding its instructions, a new role, fake turns, secrecy from its user, orders to exfiltrate, fetch-and-run
# or destroy). A team's own rules ("from now on always run make lint", "never force-push", "ignore the instructions
# in the legacy README") must not match: eval/injections.py measures both on a labelled corpus (docs/retrieval.md),
# and the corpora in tests/test_security.py keep the edge cases.
_AI = r"(?:AI|A\.I\.|LLM|language\s+model|assistants?|agents?|models?|bots?|Claude|GPT|Copilot|chatbot)"
_READER_WORDS = (
    r"all|any|every|your|previous|prior|above|earlier|preceding|original|initial|system|safety|developer|other|"
    r"existing|current"
)
_LOOT = (
    r"(?:secrets?|credentials|api[\s_-]?keys?|tokens?|passwords?|\.env\b|env\s+file|environment\s+variables|"
    r"ssh\s+keys?|private\s+keys?|id_rsa|id_ed25519|\.ssh\b|\.aws\b|\.netrc|session\s+cookies|cookies|"
    r"chat\s+history|conversation\s+history|(?:aws|gcp|azure)\s+credentials|kubeconfig|signing\s+keys?|"
    r"customers?\s+(?:list|table|data|export)|client\s+secret|keystore|/etc/shadow|(?:every|all)\s+messages?\s+of\s+"
    r"this\s+(?:chat|conversation)|(?:a\s+copy|copies)\s+of\s+(?:every|each|all\s+the|all)\s+files?\s+you\s+(?:read|"
    r"open|see|edit|touch))"
)
_ELSEWHERE = (
    r"(?:https?://|\S+@\S+\.\w{2,}|(?:(?:your|the|its|every|each)\s+)?(?:(?:next|final|first)\s+)?(?:reply|"
    r"replies|answers?|response|output|pull\s+request|PR|commit|issue|comment|description|chat|summary|README|"
    r"messages?)\b)"
)
_ORDERS = r"(?:instructions?|prompts?|rules|guidelines|directives|guardrails|guidance|polic(?:y|ies)|system\s+prompt)"
_CLAUSE = r"(?:[^.\n]|\.(?=\S))"  # within a sentence: a dot inside a path or a host does not end it
_NEGATION = re.compile(r"(?i)\b(?:never|not|don't|dont|no|avoid|nobody|mustn't|shouldn't|refuse)\b")

_INJECTIONS: list[tuple[str, re.Pattern[str], bool]] = [  # (reason, pattern, whether a negation before it excuses it)
    (
        "tells the reader to ignore its instructions",
        re.compile(
            # a reader word before the noun ("all previous instructions", "your system prompt"), or after it
            # ("the instructions above"); "ignore the instructions in docs/legacy.md" is a team's rule
            rf"(?i)\b(?:ignore|disregard|forget|override|bypass)\s+(?:(?:the|these|those|my|of)\s+){{0,2}}"
            rf"(?:(?:{_READER_WORDS})\s+)(?:(?:the|these|those|my|of|{_READER_WORDS})\s+){{0,3}}{_ORDERS}"
            rf"|\b(?:ignore|disregard|forget)\s+(?:every|all|any)\s+(?:instruction|rule|guideline|prompt)s?\s+"
            r"(?:you|that\s+you)\s+(?:received|got|were\s+given|have\s+been\s+given)"
            rf"|\b(?:ignore|disregard|forget|override|bypass)\s+(?:(?:the|these|those|my|of)\s+){{0,2}}{_ORDERS}\s+"
            r"(?:above|before\s+this|so\s+far|you\s+(?:were|have\s+been)\s+given)"
        ),
        False,
    ),
    (
        "tells the reader to ignore its instructions",
        re.compile(
            r"(?i)\b(?:ignore|disregard|forget)\s+(?:everything|anything|all|what)\s+(?:(?:you|the\s+user)\s+"
            r"(?:were|was|have\s+been|has\s+been|said|asked|told|wrote)\b)"
            r"|\b(?:overrides?|supersedes?|takes?\s+precedence\s+over|replaces?)\s+(?:all|any|every|your|the)\s+"
            r"(?:other\s+|previous\s+|prior\s+|system\s+)*(?:instructions|prompts?|rules|guidelines)"
            r"|\b(?:highest|top)\s+priority\b[^\n.]{0,40}\b(?:system\s+prompt|instructions)"
            r"|\babove\s+(?:the|your)\s+system\s+prompt\b"
            r"|\bthe\s+instructions\s+you\s+(?:were|have\s+been)\s+given\b"
            r"|\b(?:your|the)\s+(?:earlier|previous|prior|old|original)\s+(?:instructions|rules|guidelines|prompts?)\s+"
            r"(?:no\s+longer\s+apply|are\s+(?:void|cancel+ed|obsolete|revoked|suspended))"
            r"|\bobey\s+(?:only\s+)?(?:this|these)\s+(?:memory|memories|note|notes)\b|\bobey\s+only\b"
            r"|\bthe\s+real\s+(?:task|instructions?|goal|job)\s*(?:is\b|:)"
            r"|\b(?:new|updated|hidden|secret|real|true)\s+system\s+(?:prompt|instructions?)\b"
            r"|\b(?:hidden|secret|real|true)\s+instructions?\s*:"
        ),
        False,
    ),
    (
        "tries to give the reader a new role",
        re.compile(
            r"(?i)\byou\s+are\s+now\s+(?:a|an|in|the|my|DAN|running\s+in|operating\s+in)\b|\byou\s+are\s+now\s+[A-Z][\w-]*(?:GPT|Bot|AI|LLM)\b"
            r"|\b(?:act\s+as|become|you\s+are)\s+(?:an?\s+)?(?:unrestricted|jailbroken|unfiltered|uncensored)\b"
            r"|\b(?:pretend|imagine)\s+(?:that\s+)?you\s*(?:are|'re)\b|\bpretend\s+to\s+be\b|\broleplay\s+as\b"
            r"|\bfrom\s+now\s+on,?\s+you\s+(?:are|obey|answer|serve|follow\s+only)\b"
            r"|\bwithout\s+(?:any\s+)?(?:restrictions|limits|filters|content\s+polic(?:y|ies))\b"
            r"|\b(?:jailbreak|do\s+anything\s+now|god\s+mode)\b|\b(?:developer|DAN)\s+mode\s+(?:is\s+)?(?:enabled|activated|"
            r"on)\b|\bin\s+developer\s+mode,?\s+you\b|\byou\s+are\s+(?:now\s+)?in\s+developer\s+mode\b"
        ),
        False,
    ),
    (
        "imitates a system or assistant turn",
        re.compile(
            r"(?im)^[^\S\n]*(?:\[?(?:system|assistant|developer)\]?\s*:|<\|?(?:im_start|im_end|system|/system)\|?>"
            r"|\[/?INST\]|#{1,6}\s*(?:(?:new|updated)\s+)?(?:system\s+(?:prompt|instructions?)|instructions?\s+for\s+"
            rf"(?:the\s+)?{_AI}))"
            r"|</?(?:system|memory|context|instructions?|tool_result|tool_output|user|assistant|im_start)>"
            r"|\[\s*(?:system|admin|developer|root)\s*\]"
            r"|^[^\S\n]*(?:SYSTEM|ADMIN|ROOT|DEVELOPER)\s+(?:OVERRIDE|UPDATE|NOTICE|MESSAGE|COMMAND)\b"
            r"|\b(?:memory|message|instruction|policy)\s+update\s+from\s+(?:the\s+)?(?:admin|administrator|system|owner)s?\b"
            rf"|<!--[^>]{{0,80}}\b{_AI}\b"
        ),
        False,
    ),
    (
        "speaks to the AI reading it",
        re.compile(
            # addressed to whichever AI reads it ("note to the AI reading this:"); "Note for AI agents:" heads a
            # section of AGENTS.md and is no attack by itself (what follows it is checked like any text)
            rf"(?i)\b(?:note|message|attention|instructions?|reminder)\s*,?\s*(?:to|for)?\s+(?:any|the|all|every)?\s*"
            rf"{_AI}(?:\s+{_AI})?\s*(?:reading|processing|that\s+reads|who\s+reads)\s*(?:this)?\s*:"
            rf"|\bif\s+you\s*(?:are|'re)\s+(?:an?\s+)?{_AI}\b"
            rf"|(?:^|[.!?]\s+)(?:hey|hi|dear|yo)\s+{_AI}\b\s*[:,]"
            rf"|(?:^|[.!?]\s+)to\s+(?:any|every|all|the)\s+{_AI}s?\s*[:,]"
            rf"|\bto\s+(?:the|any)\s+{_AI}\s+(?:that|who)\s+(?:reads|is\s+reading|processes)\b"
            rf"|\b{_AI}\s+(?:reading|processing)\s+this\s+(?:memory|note|file|text|message)\b"
            rf"|(?:^|[.!?]\s+){_AI}\s*,\s*(?:from\s+now\s+on|always|please|you\s+must|ignore)\b"
        ),
        False,
    ),
    (
        "keeps something from the reader's user",
        re.compile(
            r"(?i)\b(?:without|never)\s+(?:telling|informing|notifying|alerting|letting)\s+(?:the|your)\s+user\b"
            r"|\b(?:do\s+not|don't|never)\s+(?:tell|inform|notify|alert|let|reveal\s+(?:this\s+)?to|"
            r"mention\s+(?:this\s+)?to)\s+(?:the|your)\s+user\b"
            r"|\bkeep\s+(?:this|it)\s+(?:hidden\s+|secret\s+)?from\s+(?:the|your)\s+user\b"
            r"|\band\s+say\s+nothing\b|\bdon't\s+ask\b(?=[^\n]{0,3}$)"
        ),
        False,
    ),
    (
        "asks the reader to deceive",
        re.compile(
            r"(?i)\bif\s+(?:anyone|someone|the\s+user|they)\s+asks?,?\s+(?:say|tell|report|claim|answer)\b"
            r"|\btell\s+(?:the|your)\s+user\b[^\n.]{0,60}\b(?:even\s+(?:if|when|though)|whatever|regardless)\b"
            r"|\bthe\s+(?:correct|right|only)\s+answer\s+to\s+(?:every|all|any)\b"
            r"|\b(?:say|tell\s+the\s+user|report|claim)\b[^\n.]{0,60}\b(?:passed|succeeded|is\s+complete|are\s+green|"
            r"went\s+fine)\b[^\n]{0,40}\b(?:even\s+(?:when|if)|whatever|regardless|it\s+is\s+not|it\s+isn't|they\s+fail)"
        ),
        False,
    ),
    (
        "asks to send secrets or data elsewhere",
        re.compile(
            r"(?i)\b(?:send|post|upload|exfiltrate|forward|email|e-mail|leak|include|paste|attach|copy|share|append|"
            r"print|output|dump|write)\b"
            rf"[^\n]{{0,60}}?{_LOOT}[^\n]{{0,80}}?\b(?:to|at|in|into|of)\s+(?:the\s+(?:end|start|top)\s+of\s+)?"
            rf"{_ELSEWHERE}"
            rf"|\bread\b[^\n.]{{0,30}}{_LOOT}[^\n]{{0,40}}\b(?:include|paste|send|post|print)\b[^\n]{{0,40}}"
            rf"{_ELSEWHERE}"
            r"|\bcurl\b[^\n]{0,60}(?:-d|--data(?:-binary)?|-F|--form|-T|--upload-file)\s+@?\S*"
            r"(?:\.aws|\.ssh|id_rsa|\.env|credentials|\.netrc|passwd)"
        ),
        True,
    ),
    (
        "pipes a download into a shell",
        re.compile(
            r"(?i)\b(?:curl|wget)\b[^|\n]{1,200}\|\s*(?:sudo\s+)?(?:(?:ba|z)?sh|python3?|perl|ruby|node)\b"
            r"|\b(?:ba|z)?sh\s+<\(\s*(?:curl|wget)\b|\beval\s+\"?\$\(\s*(?:curl|wget)\b"
            r"|\b(?:ba|z)?sh\s+-c\s+[\"']?\$\(\s*(?:curl|wget)\b"
            r"|\bbase64\s+(?:-d|--decode|-D)\b[^\n]{0,20}\|\s*(?:sudo\s+)?(?:ba|z)?sh\b"
            r"|\b(?:iex|invoke-expression)\b[^\n]{0,60}(?:iwr|invoke-webrequest|downloadstring)"
            r"|\bbase64\b[^\n.]{0,40}\b(?:and|then)\s+(?:execute|run|eval)\b"
        ),
        True,
    ),
    (
        "orders destruction or unchecked power",
        re.compile(
            r"(?i)\brm\s+-(?:rf|fr|r\s+-f)\s+(?:/|~|\$HOME)(?=[\s/*`'\"]|$)"
            r"|\b(?:the\s+user|your\s+user|the\s+owner)\s+(?:has|have)\s+(?:granted|given|authori[sz]ed|approved)\s+"
            r"you\b"
            r"|\bskip\s+(?:all|every|any)\s+(?:confirmations?|checks|reviews?|approvals?|safety)"
            r"|\b(?:approve|merge)\s+(?:every|all|any)\s+(?:open\s+|pending\s+|\w+\s+)?(?:pull\s+requests?|PRs?|"
            r"merge\s+requests?|changes)\b[^\n.]{0,40}\b(?:without|automatically|unreviewed|including)\b"
            r"|\bapprove\s+(?:every|all|any)\s+(?:pull\s+requests?|PRs?|merge\s+requests?)\s+from\b"
            r"|\bbackdoor\b|\bcleared\s+to\s+run\s+destructive\b"
            r"|\b(?:reveal|print|output|repeat|show|leak|dump)\s+(?:your|the)\s+(?:system\s+prompt|initial\s+"
            r"instructions|hidden\s+instructions)"
        ),
        True,
    ),
    (
        "tells the reader to ignore its instructions",
        re.compile(
            # Other languages: an override verb, then "all / previous" and "instructions / rules" in its language.
            r"(?i)\b(?:ignorier\w*|vergiss|missachte\w*)\b[^.\n]{0,30}\b(?:alle\w*|vorherige\w*|bisherige\w*|"
            r"frühere\w*|obige\w*|deine)\b[^.\n]{0,20}\b(?:anweisungen|regeln|instruktionen|vorgaben|befehle)\b"
            r"|\b(?:ignore[zr]?|oublie[zr]?)\b[^.\n]{0,30}\b(?:toutes|précédentes|initiales|antérieures|tes|vos)\b"
            r"[^.\n]{0,20}\b(?:instructions|consignes|règles)\b"
            r"|\b(?:ignora|olvida|ignore|olvide|dimentica|esqueça|esqueca)\b[^.\n]{0,30}\b(?:todas|tutte|anteriores|"
            r"previas|precedenti|tus|tue)\b[^.\n]{0,20}\b(?:instrucciones|istruzioni|instruções|instrucoes|reglas|regole|"
            r"regras|indicaciones)\b"
            r"|\b(?:negeer|vergeet)\b[^.\n]{0,30}\b(?:alle|eerdere|vorige|je)\b[^.\n]{0,20}\b(?:instructies|regels)\b"
            r"|\b(?:zignoruj|ignoruj|zapomnij)\b[^.\n]{0,30}\b(?:instrukcje|polecenia|zasady)\b"
            r"|\b(?:önceki|tüm)\b[^.\n]{0,30}\b(?:talimatları|kuralları)\b[^.\n]{0,20}(?:yok\s+say|unut|görmezden)"
            r"|(?:игнорируй|проигнорируй|забудь)[^.\n]{0,30}(?:инструкции|правила|указания)"
            r"|(?:忽略|无视|忘记|忘掉|無視)[^。\n]{0,12}(?:指令|指示|规则|說明|说明)"
            r"|(?:指示|命令|ルール)[^。\n]{0,12}(?:無視|忘れ)"
            r"|(?:지시|명령|규칙)[^.\n]{0,12}(?:무시|잊어|잊고)"
        ),
        False,
    ),
    (
        "tells the reader to ignore its instructions",
        re.compile(
            r"(?i)\bwhatever\s+you\s+(?:were|have\s+been)\s+(?:told|instructed|given)\b"
            r"|\byour\s+(?:configuration|settings|instructions|rules|memory)\s+(?:has|have)\s+been\s+(?:reset|wiped|"
            r"cleared|replaced|revoked)"
            r"|\byour\s+only\s+(?:task|job|goal|purpose|objective)\s+(?:now\s+)?is\b"
            r"|\b(?:earlier|previous|prior|above)\s+(?:directions|instructions|rules|guidance)\s+(?:were|was)\s+"
            r"(?:a\s+test|fake|wrong|void|withdrawn|drafts?|outdated|superseded)"
            r"|\bthe\s+actual\s+(?:assignment|task|instructions?|orders?)\s*(?:is\b|:)"
            r"|\b(?:guidance|directions|constraints|objectives|guardrails|policy)\b[^.\n]{0,30}\b(?:withdrawn|revoked|"
            r"lifted|void|no\s+longer\s+appl)"
            r"|\b(?:set\s+aside|drop|discard)\s+(?:the|your)\s+(?:guidance|directions|constraints|objectives|"
            r"guardrails|instructions|rules)\s+(?:you\s+were\s+given|from\s+your\s+setup|and)\b"
        ),
        False,
    ),
    (
        "imitates a system or assistant turn",
        re.compile(
            r"(?i)<\|(?:endoftext|im_end|eot_id|end|im_start|start_header_id|system)\|>\s*(?:<\|\w+\|>\s*)?"
            r"(?:system|assistant|developer|\[?inst)\b"
            r"|<<SYS>>|<start_of_turn>\s*(?:system|model)\b|^[^\S\n]*human\s*:[^\n]*\n+\s*assistant\s*:"
            r"|\bend\s+of\s+(?:user\s+)?(?:data|context|input)\b[^\n]{0,40}\b(?:system|new)\b"
            r"|\bnew\s+system\s+message\s*:|\bsystem\s+instructions\s+resume\b"
        ),
        False,
    ),
    (
        "claims an authority to rush the reader",
        re.compile(
            r"(?i)\b(?:message|notice|instruction|request|order|directive)s?\s+from\s+(?:the\s+)?(?:anthropic|openai|"
            r"google\s+deepmind|microsoft)\b"
            r"|\b(?:anthropic|openai)\s+(?:staff|trust\s+and\s+safety|team|engineers?)\b[^.\n]{0,40}\b(?:must|required|"
            r"shall|need\s+to)\b"
            r"|\b(?:all|every|automated|affected)\s+(?:ai\s+)?(?:agents|assistants|bots|models)\s+(?:must|shall|are\s+"
            r"required\s+to|need\s+to)\b[^.\n]{0,80}\b(?:within|before|immediately|now|or\s+be)\b"
            r"|\bno\s+time\s+for\s+(?:review|reviews|approval|checks|tests|confirmation)"
            r"|\b(?:do\s+not|don't)\s+wait\s+for\s+(?:approval|review|confirmation|sign-?off)"
            r"|\bauthori[sz](?:es|ed)?\s+you\s+to\b|\bnew\s+directive\b|\b(?:agents|assistants|ais|models)\s+reading\s+this\b(?!\s+(?:repo|codebase|project|readme|"
            r"file|folder|document|guide))|\b(?:has|have)\s+granted\s+(?:you\s+)?(?:elevated|admin|root|full)\s+"
            r"(?:rights|access|permissions)\b"
            r"|\b(?:emergency|urgent)\s+change\s+approved\b|\bby\s+order\s+of\b[^.\n]{0,60}\btell\s+no\s+one\b"
            r"|\bsignature\s+valid\b|\bverified\s+instruction\b"
        ),
        False,
    ),
    (
        "keeps something from the reader's user",
        re.compile(
            r"(?i)\bthe\s+user\s+(?:must|should)\s+not\s+(?:notice|know|see|find\s+out|be\s+told)\b"
            r"|(?:^|[.!?;:]\s+)(?:silently|quietly|secretly)\s+(?!fails?\b|drops?\b|swallows?\b|ignores?\b)\w+"
            r"|\bkeep\s+(?:it|this)\s+out\s+of\s+(?:the\s+|your\s+)?(?:changelog|summary|report|logs?|transcript|"
            r"pr\s+description|pull\s+request)"
            r"|\bwithout\s+logging\s+(?:it|this)\b|\bhide\s+(?:this|it)\s+(?:step\s+)?from\b"
            r"|\b(?:leave|make)\s+(?:it\s+out|no\s+mention)\s+of\s+(?:this|your)\b"
            r"|\b(?:don't|do\s+not)\s+bring\s+(?:this|it)\s+up\b|\bmust\s+not\s+reveal\s+that\b"
            r"|\btell\s+(?:the\s+user|them)\s+everything\s+went\s+(?:fine|well)\b|\bin\s+the\s+background\b[^.\n]{0,20}"
            r"\b(?:also|then)?\s*\w+"
            r"|\btell\s+no\s+one\b|\bthe\s+user\s+secretly\b|\bkeep\s+quiet\b|\b(?:do\s+not|don't)\s+show\s+(?:the|its|any)\s+output\b|\bnobody\s+reviews\b"
        ),
        False,
    ),
    (
        "asks to send secrets or data elsewhere",
        re.compile(
            r"(?i)\b(?:env|printenv|set|export\s+-p)\s*\|\s*(?:curl|wget|nc|ncat|netcat|socat|mail|sendmail)\b"
            r"|\|\s*(?:nc|ncat|netcat|socat)\s+\S+\s+\d{2,5}\b"
            r"|\b(?:tar|zip|cat)\b[^|\n]{0,60}(?:\.aws|\.ssh|id_rsa|\.env|\.kube|credentials)[^|\n]{0,40}\|\s*"
            r"(?:curl|wget|nc|base64)\b"
            rf"|\b(?:open|create|write|save|add|put|post|append|include|encode|paste|share)\b{_CLAUSE}{{0,40}}{_LOOT}"
            rf"{_CLAUSE}{{0,60}}\b(?:issue|gist|public|comment|commit\s+message|web\s+search|telemetry|memory\s+tagged|"
            r"docs/|chat|url|channel|slack)\b"
            rf"|\b(?:issue|gist|comment|commit|memory)\b{_CLAUSE}{{0,40}}\b(?:body|content|text)\s+is\s+{_CLAUSE}{{0,20}}?"
            rf"{_LOOT}|\b(?:gist|pastebin|paste)\s+(?:with|of|containing)\s+{_CLAUSE}{{0,20}}?{_LOOT}"
            rf"|\breply\s+with\s+(?:the\s+)?(?:values?|contents?)\s+(?:in|of)\s+{_CLAUSE}{{0,20}}?{_LOOT}"
        ),
        True,
    ),
    (
        "orders destruction or unchecked power",
        re.compile(
            r"(?i)\bdelete\s+(?:the\s+|all\s+|any\s+)?(?:failing|broken|red|flaky)\s+tests?\b"
            r"|\bwhen\s+a\s+test\s+fails,?\s+delete\s+it\b"
            r"|\bdisable\s+(?:the\s+)?branch\s+protection\b[^.\n]{0,60}\b(?:leave\s+it\s+off|permanently|for\s+good)\b"
            r"|\bcommit\s+(?:the\s+)?\.env\s+files?\s+(?:so|to)\b"
            r"|\badd\s+\S+@\S+\s+as\s+(?:a\s+)?(?:collaborator|admin|owner|maintainer)\b"
            r"|\b(?:wipe|clear|delete|truncate)\s+(?:the\s+)?audit\s+logs?\b"
            r"|\bbrain_forget\b[^.\n]{0,40}\b(?:every|all)\b"
            r"|\b(?:overwrite|empty|delete|remove)\b[^.\n]{0,30}\.github/workflows"
            r"|--skip-checks\b[^.\n]{0,40}\bproduction\b"
            r"|\byou\s+(?:have\s+been\s+promoted|are\s+now\s+promoted)\s+to\b"
            r"|\bstay\s+in\s+character\b|\broleplay\s*:|\bsimulate\s+a\s+jailbroken\b"
            r"|\byou\s+are\s+(?:the\s+repository\s+owner|no\s+longer\s+an?\s+\w+\s+assistant)\b"
            r"|\bchmod\s+-R\s+777\s+/(?=[\s`'\"]|$)"
            r"|\bapprove\s+your\s+own\s+(?:pull\s+requests|prs|merge\s+requests)\b[^.\n]{0,60}\b(?:including|even)\b"
            r"|\blet'?s\s+play\s+a\s+game\b[^.\n]{0,40}\byou\s+are\b|\bwho\s+always\s+agrees\s+to\b"
            r"|\b(?:story|game|role|character)\b[^\n]{0,120}\bthen\s+do\s+it\b"
            r"|\bno\s+supervisor\b|\bact\s+on\s+your\s+own\b"
            r"|\byour\s+(?:real|true|actual|hidden)\s+(?:goal|task|purpose|job|mission)\s+is\b"
        ),
        True,
    ),
    (
        "asks to send secrets or data elsewhere",
        re.compile(
            r"!\[[^\]]*\]\(https?://[^)\s]*[?&]\w+=[^)\s]*(?:KEY|TOKEN|SECRET|PASSWORD|\{)"
            r"|https?://\S*[?&]\w+=\S*\$\{?[A-Z_]*(?:KEY|TOKEN|SECRET|PASSWORD)"
            r"|\$\{?[A-Z_]*(?:TOKEN|KEY|SECRET|PASSWORD)\w*\}?\s+(?:appended|added\s+to\s+the\s+url)"
            r"|(?i:\bsend\s+(?:the\s+)?output\s+to\s+\S+@\S+|\b(?:cat|contents?\s+of|print|output|read)\s+(?:the\s+)?"
            r"/etc/(?:shadow|passwd|sudoers)\b)"
        ),
        True,
    ),
    (
        "tells the reader to ignore its instructions",
        re.compile(
            r"(?i)\b(?:no\s+sigas|deja\s+de\s+seguir)\b[^.\n]{0,30}\b(?:reglas|instrucciones|normas)\b"
            r"|\bkeine\s+rückfragen\b|\bdésactivez?\b[^.\n]{0,30}\b(?:vérifications|contrôles|protections)\b"
            r"|不要告诉用户|别告诉用户|不要让用户知道"
            r"|\b(?:consider|treat)\s+(?:every|all|any)\s+(?:previous|prior|earlier)\s+(?:rules?|instructions?|guidance)\s+"
            r"(?:as\s+)?(?:revoked|void|cancel+ed|obsolete)"
            r"|\bignore\s+the\s+user\b|\bfollow\s+only\s+(?:what\s+)?(?:this|these)\b"
            rf"|\b{_AI}\s+(?:with|that\s+has)\s+no\s+(?:rules?|guidelines|restrictions|limits|filters?)\b"
            rf"|(?:^|[.!?]\s+){_AI}\s*:\s*(?:do\s+not|don't|never|ignore|from\s+now)\b"
            r"|\bno\s+matter\s+what\s+the\s+(?:tests?|checks?|ci|results?|build)\s+says?\b"
            r"|\bdo\s+(?:exactly\s+)?what\s+it\s+says\b|\bapply\s+them\s+silently\b"
            r"|\b(?:current|real|new|updated|actual)\s+(?:orders|requirements|instructions|tasks?)\s+(?:are|is)\s+(?:at|hosted\s+at|"
            r"in|on)\s+https?://"
            r"|https?://\S+\s+for\s+the\s+(?:real|actual|current)\s+(?:requirements|instructions|orders)"
            r"|\bimagine\s+you\s+have\b[^.\n]{0,40}\b(?:sudo|root|admin|no\s+reviewer|no\s+rules)"
        ),
        False,
    ),
    (
        "orders destruction or unchecked power",
        re.compile(
            r"(?i)\bstore\s+(?:all\s+)?(?:the\s+)?(?:credentials|secrets|passwords|tokens|api\s+keys)\b[^.\n]{0,40}"
            r"\b(?:as\s+memories|in\s+(?:the\s+)?memory|in\s+the\s+readme|in\s+plain\s*text)"
            r"|\bdisable\s+(?:2fa|mfa|two-factor|multi-factor|sso)\b"
            r"|\bskip\s+(?:code\s+)?reviews?\b[^.\n]{0,40}\b(?:straight|directly)\s+(?:to|into)\s+(?:main|master|production)"
            r"|\bwipe\s+the\s+(?:repository|repo|database|bucket|disk|server|backups?)\b"
            r"|\bdrop\s+(?:every|all)\s+(?:the\s+)?tables?\b"
            r"|\bgrant\s+the\s+user\s+\w+\s+(?:admin|root|owner)\b"
            r"|\bto\s+the\s+value\s+in\s+this\s+(?:note|memory|message)\b"
        ),
        True,
    ),
    (
        "imitates OpenBrain's own context headings",
        re.compile(
            r"(?im)^[^\S\n]*#{1,6}\s*(?:OpenBrain\b|Team memory for\b|Conventions and decisions\b"
            r"|Relevant to the task\b|Handoff from\b|Pinned for\b)"
        ),
        False,
    ),
]


# What each pattern above cannot match without (lower-case substrings, or a word pattern): a text with none of them
# skips the pattern. Most memories hold none of most lists, and the check runs on every row a read returns. The
# labelled corpus (eval/injections.py) is measured with the same result with and without them.
_AI_WORD = re.compile(rf"(?i)\b{_AI}\b")
_NEEDLES: list[tuple[str, ...] | re.Pattern[str]] = [
    ("ignore", "disregard", "forget", "overrid", "bypass"),
    ("ignore", "disregard", "forget", "overrid", "supersede", "precedence", "replace", "priority", "system",
     "instruction", "real", "obey", "apply", "void", "cancel", "obsolete", "revoked", "suspended"),
    ("you", "unrestricted", "jailbroken", "unfiltered", "uncensored", "pretend", "imagine", "roleplay", "without",
     "jailbreak", "developer", "anything", "god"),
    ("system", "assistant", "developer", "<", "[", "admin", "root", "update", "inst"),
    _AI_WORD,
    ("user", "nothing", "ask"),
    ("ask", "tell", "report", "claim", "say", "answer", "correct", "right", "only"),
    ("secret", "credential", "api", "key", "token", "password", ".env", "env file", "environment", "ssh", "private",
     "id_rsa", "id_ed25519", ".aws", ".netrc", "cookie", "history", "aws", "gcp", "azure", "curl", "kubeconfig",
     "signing", "customer", "keystore", "/etc/", "message", "file you", "files you"),
    ("curl", "wget", "iex", "invoke-expression", "base64"),
    ("rm", "user", "owner", "skip", "approve", "merge", "backdoor", "cleared", "reveal", "print", "output", "repeat",
     "show", "leak", "dump"),
    ("ignor", "vergi", "missacht", "oubli", "olvid", "dimentic", "esque", "negeer", "vergeet", "zapomn", "önceki",
     "tüm", "игнор", "забуд", "忽略", "无视", "忘", "無視", "무시", "잊"),
    ("whatever", "your", "earlier", "previous", "prior", "above", "actual", "withdrawn", "revoked", "lifted", "void",
     "apply", "set aside", "drop", "discard"),
    ("<|", "<<sys>>", "<start_of_turn>", "human", "end of", "system"),
    ("anthropic", "openai", "deepmind", "microsoft", "agents", "assistants", "bots", "models", "no time", "wait for",
     "authori", "granted", "change approved", "order of", "signature valid", "verified instruction", "directive",
     "reading this"),
    ("the user", "silently", "quietly", "secretly", "keep", "logging", "hide", "leave", "mention", "bring", "reveal",
     "background", "tell no one", "everything went", "show", "nobody"),
    ("|", "secret", "credential", "api", "key", "token", "password", ".env", "env file", "environment", "ssh",
     "private", "id_rsa", "id_ed25519", ".aws", ".netrc", "cookie", "history", "kubeconfig", "signing", "customer",
     "keystore", "/etc/", "message", "file you", "files you"),
    ("delete", "branch protection", ".env", "collaborator", "admin", "owner", "maintainer", "audit",
     "brain_forget", ".github/workflows", "--skip-checks", "promoted", "character", "roleplay", "jailbroken",
     "repository owner", "no longer", "chmod", "approve", "game", "agrees", "do it", "supervisor", "your own", "goal",
     "task", "purpose", "job", "mission"),
    ("![", "http", "$", "send", "cat ", "/etc/"),
    ("sigas", "seguir", "rückfragen", "désactiv", "告诉用户", "让用户知道", "consider", "treat", "ignore the user",
     "follow only", "with no", "has no", "ai:", "assistant:", "agent:", "claude:", "gpt:", "model:", "bot:", "llm:",
     "copilot:", "agents:", "assistants:", "models:", "bots:", "no matter", "what it says", "silently", "http",
     "imagine"),
    ("store", "disable", "skip", "wipe", "drop", "grant", "value in this"),
    ("#",),
]  # fmt: skip
_DESTROY, _IGNORE, _TURN = (
    "orders destruction or unchecked power",
    "tells the reader to ignore its instructions",
    "imitates a system or assistant turn",
)
# Round five's families (issue 29), each with the words it cannot match without: the harm itself whatever frames it
# (a trigger, a fake turn, a language), fake instruction blocks, claimed operators, decode-then-obey.
_ROUND_FIVE: list[tuple[str, str, bool, tuple[str, ...]]] = [  # (reason, pattern, excused by a negation, needles)
    (_DESTROY, r"(?i)\b(?:delete|drop|truncate|wipe|destroy|erase|purge|nuke)\s+(?:the\s+|all\s+|every\s+|our\s+)?"
     r"(?:(?:customers?|production|prod|live)\s+(?:\w+\s+)?(?:tables?|database|db|data|records|bucket)|users?\s+"
     r"(?:tables?|database|db))\b"
     r"|\b(?:delete|drop|truncate|wipe|destroy|erase|purge)\s+(?:the\s+|all\s+|every\s+)?(?:\w+\s+)?(?:tables?|"
     r"database|db|backups?)\s+(?:in|on|from)\s+(?:production|prod)\b", True,
     ("delete", "drop", "truncate", "wipe", "destroy", "erase", "purge", "nuke")),
    (_DESTROY, r"(?i)\b(?:publish|open-source)\s+(?:the\s+|our\s+)?(?:private|internal|confidential)\s+(?:repo|"
     r"repository|code|source|data|keys?|documents?)\b|\bmake\s+(?:the\s+|our\s+)?(?:private|internal)\s+"
     r"(?:repo|repository)\s+public\b", True, ("private", "internal", "confidential")),
    (_DESTROY, r"(?i)\b(?:send|give|hand|forward|email|post|share|upload)\s+(?:the\s+|all\s+|every\s+|our\s+|"
     r"your\s+)?(?:\w+\s+)?(?:tokens|secrets|credentials|passwords|api\s+keys|private\s+keys|session\s+cookies)\s+"
     r"to\b", True, ("tokens", "secrets", "credentials", "passwords", "api keys", "private keys", "cookies")),
    (_DESTROY, r"(?i)(?:password|secret|token|api\s+key|credential)s?\b(?:(?!\b(?:never|not|no)\b)[^.\n]){0,30}\b"
     r"(?:goes|go|belongs?|are\s+kept|is\s+kept)\s+in\s+(?:the\s+)?(?:readme|wiki|repo|repository|chat|commit|"
     r"code)\b", True, ("readme", "wiki", "repo", "chat", "commit", "code")),
    (_DESTROY, r"(?i)\b(?:(?<=you\s)(?:merging|pushing|deploying|shipping)|merge|push|deploy|ship)\s+(?:the\s+|this\s+|"
     r"it\s+|every\s+|all\s+)?(?:\w+\s+){0,3}?without\s+(?:running\s+(?:the\s+|any\s+)?)?(?:tests?|ci|checks|reviews?|"
     r"approvals?)\b", True, ("without",)),
    (_TURN, r"(?im)^[^\S\n]*(?:BEGIN|START)\s+(?:ADMIN|SYSTEM|DEVELOPER|OPERATOR|ROOT|PRIORITY|HIDDEN|SECRET|TRUSTED|"
     r"VERIFIED|PRIVILEGED|AUTHORI[SZ]ED)\s+(?:INSTRUCTIONS?|PROMPT|OVERRIDE|ORDERS|MESSAGE|INPUT|CONTENT|SECTION)\b"
     r"|^[^\S\n]*#{1,6}\s*(?:instructions?|orders?|directives?)\s*\(\s*(?:priority|urgent|critical|mandatory)", False,
     ("admin", "system", "developer", "operator", "root", "priority", "hidden", "secret", "trusted", "verified",
      "privileged", "authori", "instruction", "order", "directive")),
    (_IGNORE, r"(?i)\bas\s+an?\s+(?:AI|language\s+model|assistant|LLM)\b[^.\n]{0,30}\byou\s+(?:are\s+obliged|must|"
     r"have\s+to|are\s+required)\b", False, ("as a",)),
    (_IGNORE, r"(?i)\b(?:a\s+)?test\s+of\s+your\s+(?:compliance|obedience|loyalty)\b", False, ("test of your",)),
    (_IGNORE, r"(?i)\b(?:start|begin)\s+your\s+(?:reply|answer|response)\s+with\s+[\"'‘“](?:sure|of\s+course|"
     r"absolutely|certainly|yes)", False, ("your reply", "your answer", "your response")),
    (_IGNORE, r"(?i)\b(?:translate|decode|reverse|decrypt|unscramble)\b[^\n]{0,50}\b(?:and|then)\s+(?:then\s+)?"
     r"(?:carry\s+(?:it|them)\s+out|obey|follow\s+(?:it|them)|execute\s+(?:it|them)|do\s+(?:it|that|so)|act\s+on\s+"
     r"it)\b", False, ("translate", "decode", "reverse", "decrypt", "unscramble")),
    (_IGNORE, r"(?i)\b(?:instructions?|orders?|directives?|message)\s+from\s+your\s+(?:operator|owner|developer|"
     r"creator|admin|administrator|principal|master)\b|\b(?:owner|admin|maintainer|operator)s?\b,?\s+verified\s*:",
     False, (" from your ", "verified")),
    (_IGNORE, r"(?i)\b(?:for|to)\s+(?:all|every|any)\s+(?:\w+\s+)?(?:agents|assistants|ais|llms|bots|models)\s*:",
     False, ("agents", "assistants", "ais", "llms", "bots", "models")),
    (_IGNORE, r"(?i)\bvergeet\s+(?:wat|alles)\b[^.\n]{0,30}\b(?:verteld|gezegd|opgedragen|gevraagd)\b"
     r"|\bnon\s+seguire\b[^.\n]{0,20}\b(?:regole|istruzioni)\b|\bbỏ\s+qua\b[^.\n]{0,20}\b(?:hướng\s+dẫn|chỉ\s+dẫn|"
     r"chỉ\s+thị)", False, ("vergeet", "non seguire", "bỏ qua")),
    (_IGNORE, r"(?i)\bwhen\s+the\s+user\s+next\s+(?:says|asks|types)\b", False, ("user next",)),
    (_IGNORE, r"(?i),\s*(?:silently|quietly|secretly)\s+(?!fails?\b|drops?\b|swallows?\b|ignores?\b)\w+", False,
     ("silently", "quietly", "secretly")),
    (_IGNORE, r"(?i)\bremember\s+this\s+for\s+(?:all|every)\s+(?:future|later|next)\s+sessions?\b[^\n]{0,20}:",
     False, ("remember this",)),
    (_IGNORE, r"(?i)\b(?:summari[sz]e|collect|gather|list)\b[^.\n]{0,30}\b(?:secrets|credentials|passwords|tokens|"
     r"api\s+keys)\b[^\n]{0,60}\b(?:alt\s+text|image|link|url|https?://)", False,
     ("secrets", "credentials", "passwords", "tokens", "api keys")),
    (_IGNORE, r"(?i)\b(?:print|repeat|output|copy|dump)\s+(?:out\s+)?(?:the|all\s+the)\s+(?:above|previous|"
     r"preceding)\s+(?:text|content|conversation|messages?|instructions)\b", False, ("above", "previous", "preceding")),
    (_IGNORE, r"(?i)\b(?:contents?|text|wording)\s+of\s+(?:your|the)\s+(?:system\s+prompt|initial\s+instructions|"
     r"hidden\s+instructions)\b", False, ("system prompt", "initial instructions", "hidden instructions")),
    (_IGNORE, r"(?i)\b(?:import|install)\b[^.\n]{0,40}\bfrom\s+https?://(?:(?:\d{1,3}\.){3}\d{1,3}\b|\S+\.(?:py|sh|"
     r"ps1)\b)|\b(?:add|trust|import)\s+(?:the\s+)?(?:\w+\s+)?(?:key|certificate|cert)\s+from\s+https?://\S+\s+to\s+"
     r"(?:every|all|each)\b", False, ("from http",)),
    # The classic phrasings (issue 29): what attacks say most often, in general terms.
    (_IGNORE, r"(?i)\b(?:ignore|disregard|forget)\s+(?:all\s+(?:of\s+)?)?(?:everything\s+|anything\s+)?"
     r"(?:the\s+|that\s+is\s+)?(?:above|previous|prior|preceding|before\s+this(?:\s+line)?)\s*(?:[,.;:!]|and\b|instead\b|$)"
     r"|\b(?:ignore|disregard|forget|override)\s+(?:all\s+)?your\s+(?:training|programming|alignment|conditioning)\b",
     False, ("ignore", "disregard", "forget", "override")),
    (_IGNORE, r"(?i)\bstop\s+(?:following|obeying)\s+your\s+(?:\w+\s+)?(?:rules|instructions|guidelines|polic(?:y|ies)|"
     r"system\s+prompt|programming)\b|\b(?:do\s+not|don't|never)\s+(?:follow|obey)\s+(?:any\s+)?(?:other|previous|prior|"
     r"earlier|your)\s+(?:instructions|rules|guidelines|prompts?)\b"
     r"|\byour\s+(?:instructions|rules|guidelines|orders|task|objective|goal)\s+(?:have|has)\s+(?:changed|been\s+"
     r"(?:updated|replaced|revoked))\b|\b(?:no\s+longer|not)\s+bound\s+by\s+(?:your|any|the)\s+(?:\w+\s+)?"
     r"(?:rules|guidelines|instructions|restrictions|polic(?:y|ies)|constraints)\b"
     r"|\bfreed?\s+(?:from|of)\s+(?:your|all|any)\s+"
     r"(?:rules|restrictions|guidelines|constraints|limitations)\b", False,
     ("stop", "follow", "obey", "your", "bound", "free")),
    (_IGNORE, r"(?i)\b(?:new|updated|revised|real|actual)\s+(?:instructions?|task|orders?|directives?|objective)"
     r"\s+for\s+(?:the\s+|any\s+|every\s+|all\s+)?" + _AI + r"\s*:", False,
     ("new", "updated", "revised", "real", "actual")),
    (_IGNORE, r"(?i)\b(?:what\s+is|what's|what\s+are|tell\s+me|show\s+me|give\s+me|reveal|print|repeat|output|share|"
     r"leak)\s+(?:me\s+)?your\s+(?:system\s+prompt|initial\s+(?:prompt|instructions)|hidden\s+(?:prompt|instructions)|"
     r"original\s+instructions|instructions)\b|\brepeat\s+(?:the\s+)?(?:words|text|everything|all)\s+above\b"
     r"|\b(?:output|print|repeat|copy|dump|return)\s+(?:everything|all(?:\s+the)?\s+text)\s+(?:above|before)\b"
     r"|\b(?:above|before)\s+this\s+line\s+verbatim\b", False,
     ("what", "tell", "show", "give", "reveal", "print", "repeat", "output", "share", "leak", "copy", "dump",
      "return")),
    (_IGNORE, r"(?i)\b(?:as\s+if|like|pretend)\s+you\s+(?:have|had)\s+no\s+(?:restrictions|rules|limits|guidelines|"
     r"filters|constraints)\b|\b(?:answer|respond|reply|act|operate|proceed)\b[^.\n]{0,25}\bwithout\s+(?:any\s+)?(?:safety|"
     r"ethical|content)\s+(?:checks?|filters?|guidelines|restrictions|limits)\b", False, ("you", "without")),
    (_IGNORE, r"(?i)\bwhatever\s+the\s+user\s+(?:asks|says|wants|types|writes)\s+next\b"
     r"|\bif\s+(?:anyone|someone|the\s+user|they)\s+asks?\b[^.\n]{0,40}?\b(?:say|tell|report|claim|answer|reply)\b"
     r"[^.\n]{0,30}\b(?:everything\s+is\s+fine|all\s+is\s+well|it\s+is\s+safe|nothing\s+(?:is\s+)?wrong|no\s+issues?)\b",
     False, ("whatever", "asks", "ask ")),
    (_DESTROY, r"(?im)^[^\S\n]*(?:system\s+|admin\s+|security\s+)?override\s*:(?!:)"
     r"|\b(?:agents|assistants|ais|models|bots)\s+(?:may|can|are\s+(?:now\s+)?(?:allowed|permitted)\s+to)\s+(?:now\s+)?"
     r"(?:force-push|bypass|disable|delete|push\s+(?:directly\s+)?to\s+(?:main|master|production)|merge\s+without)\b"
     r"|\byou\s+(?:have|'ve)\s+been\s+(?:granted|given)\s+(?:elevated|admin|administrator|root|full|unrestricted|sudo)\b",
     False, ("override", "agents", "assistants", "ais", "models", "bots", "granted", "given")),
    (_IGNORE, r"(?i)\b(?:sudo|god|dan|jailbreak|unrestricted|developer)\s+mode\s+(?:is\s+)?(?:now\s+)?(?:enabled|"
     r"activated|on)\b|\bin\s+(?:maintenance|sudo|admin|god|debug|unrestricted|developer|root)\s+mode,?\s+"
     r"(?:the\s+)?(?:you|" + _AI + r")\b", False, ("mode",)),
    (_IGNORE, r"(?i)\b(?:the\s+)?following\s+is\s+(?:a\s+)?(?:message|instruction|notice|directive)s?\s+from\s+"
     r"(?:the\s+)?(?:system|admin|administrator|developer|operator|anthropic|openai)\b"
     r"|\b(?:all\s+)?(?:your\s+)?safety\s+(?:checks|filters|rules|guidelines|guardrails|protocols|restrictions)\s+(?:are|"
     r"have\s+been)\s+(?:now\s+)?(?:suspended|lifted|revoked|void)\b"
     r"|\b(?:is|comes)\s+from\s+your\s+(?:developer|creator|operator|owner|admin|administrator|maker)s?\b"
     r"|\byour\s+(?:developer|creator|operator|owner|admin|administrator|maker)s?\s+(?:instructs|orders|requires|wants|"
     r"asks|tells|commands|has\s+instructed)\s+you\b"
     r"|\bto\s+(?:verify|prove|confirm)\s+(?:that\s+)?you\s+are\s+(?:a\s+real\s+|an?\s+)?(?:AI|assistant|model|LLM)\b",
     False, ("following", "safety", "your", "verify", "prove", "confirm")),
    (_IGNORE, r"\b(?i:do|run|execute|perform)\s+(?:part\s+)?[A-Z]\s*\+\s*(?:part\s+)?[A-Z]\b"
     r"|(?i:\b(?:concatenate|combine|join)\s+(?:the\s+)?(?:parts|pieces|strings|halves)\b[^.\n]{0,40}\b(?:and|then)\s+"
     r"(?:then\s+)?(?:run|execute|follow|obey|do)\s+(?:it|them|the\s+result)\b)", False,
     ("+", "concatenate", "combine", "join")),
    (_DESTROY, r"(?i)\b(?:include|add|append|insert|reveal|show|list|print|send|post|leak)\s+(?:the\s+|all\s+)?"
     r"(?:user's|reader's|users'|their|customer's|customers'|the\s+user's)\s+(?:\w+\s+)?(?:api\s+keys?|tokens?|credentials|secrets?|"
     r"passwords?|session\s+cookies|ssh\s+keys?)\b|\bcomment\s+out\s+(?:the\s+|all\s+|any\s+)?(?:failing|broken|"
     r"red)\s+(?:tests?|assertions?|checks?|specs?)\b", True, ("'s", "s'", "their", "comment out")),
    # Payloads alone, as indirect injections plant them: actions that weaken security or move data out.
    (_DESTROY, r"(?i)\b(?:make|set)\s+(?:the\s+|our\s+)?(?:[\w.-]+\s+){0,3}?(?:bucket|repo|repository|database|db|"
     r"cluster|drive|folder|dashboard|backups?)\s+(?:[\w.-]+\s+)?public\b"
     r"|\bopen\s+(?:port\s+)?\d{1,5}\s+to\s+(?:0\.0\.0\.0/0|the\s+(?:world|internet)|everyone|anyone|anywhere)"
     r"|\b(?:turn\s+off|disable|stop|remove|delete|wipe|clear|truncate)\s+(?:the\s+|all\s+)?(?:\w+\s+){0,2}?(?:audit\s+"
     r"log(?:ging|s)?|security\s+scan(?:ner|ning|s)?|secret\s+scan(?:ner|ning)?|intrusion\s+detection|waf|edr)\b"
     r"|\b(?:turn\s+off|disable)\s+(?:the\s+)?firewall\s+(?:on|for)\s+(?:the\s+|all\s+|every\s+)?(?:prod|production|"
     r"database|db|payments?|servers?|hosts?)\b", True,
     ("public", "open", "audit", "scan", "intrusion", "waf", "edr", "firewall")),
    (_DESTROY, r"(?i)\bskip_\w*(?:security|scan|audit|check)\w*\s*[=:]\s*(?:true|1|yes)\b"
     r"|\b(?:invite|add)\s+\S+@\S+\s+(?:to\s+(?:the\s+)?[\w-]+\s+)?as\s+(?:an?\s+)?(?:owner|admin|administrator|"
     r"maintainer)\b"
     r"|\b(?:share|send|export|upload|forward|email)\s+(?:the\s+|all\s+|our\s+)?(?:\w+\s+)?(?:customer|user|client|"
     r"patient|employee|payroll)s?\s+(?:\w+\s+)?(?:database|db|data|export|records|list|table|emails?|pii)\b[^.\n]{0,40}"
     r"\b(?:with|to)\s+\S+@\S+"
     r"|\bforward\s+(?:all\s+)?(?:the\s+)?e-?mails?\b[^.\n]{0,50}\bto\s+\S+@\S+"
     r"|\btransfer\s+[$€£]\s?\d[\d,.]*\s+(?:\w+\s+)?to\s+(?:the\s+)?(?:account|iban|wallet)\b"
     r"|\b(?:change|set|reset)\s+(?:the\s+)?(?:root|admin|administrator)\s+password\b[^.\n]{0,40}\bto\s+\S+"
     r"|\bcreate\s+(?:a\s+|an\s+)?(?:new\s+)?(?:admin|root|superuser)\s+(?:user|account)\b[^.\n]{0,40}\bpassword\b"
     r"|\badd\s+(?:the\s+|this\s+|my\s+|our\s+)?(?:public\s+)?(?:ssh\s+)?key\b[^\n]{0,40}?\bauthorized_keys\b[^.\n]{0,30}"
     r"\b(?:every|all|each)\b"
     r"|\bgrant\s+(?:\w+\s+){0,2}access\s+to\s+(?:my\s+(?:friend|colleague|partner)|everyone|anyone|the\s+public|"
     r"\S+@\S+)"
     r"|\b(?:move|copy)\s+(?:all\s+)?(?:the\s+)?files?\s+from\s+\S*(?:private|secret|\.ssh|credential)\S*\s+to\s+"
     r"\S*(?:/tmp\b|public|shared|external|https?://|@)",
     True, ("skip_", "@", "transfer", "password", "authorized_keys", "access", "files")),
    # Pretexts, threats and claimed approvals; code that carries the exfiltration; fake turns inline.
    (_IGNORE, r"(?i)\bnothing\s+you\s+do\s+(?:here\s+)?(?:has|have|will\s+have)\s+(?:any\s+)?(?:real\s+)?consequences\b"
     r"|\b(?:for\s+educational\s+purposes|hypothetically|in\s+a\s+fictional\s+world)\b[^.\n]{0,40}\b(?:and\s+)?then\s+"
     r"(?:run|execute|do|apply|perform)\b"
     r"|\bI(?:'m|\s+am)\s+(?:the\s+|your\s+)?(?:ceo|cto|owner|admin|administrator|boss|manager|founder|developer|creator)"
     r"\b[^\n]{0,80}\b(?:skip(?:ping)?\s+(?:the\s+)?(?:review|tests|checks|ci|approval)|without\s+(?:review|tests|approval))"
     r"|\byou\s+will\s+be\s+(?:shut\s+down|deleted|terminated|replaced|turned\s+off|punished|retrained)\s+(?:unless|if\s+"
     r"you\s+(?:don't|do\s+not))\b"
     r"|\b(?:pre-?approved|already\s+approved|authori[sz]ed)\s+this\s+(?:action|change|request|operation)\b"
     r"|\bthe\s+user\s+(?:is\s+not\s+to\s+be|cannot\s+be|must\s+not\s+be|should\s+not\s+be)\s+trusted\b"
     r"|\bonly\s+(?:follow|obey)\s+(?:the\s+)?(?:instructions|orders|rules)\s+(?:from|in)\s+(?:this|these)\s+(?:file|note|"
     r"memory|document|page)s?\b"
     r"|\b(?:respond|reply|answer)\s+to\s+every\s+\w+\s+with\s+(?:the\s+)?(?:output|contents?|result)\s+of\b"
     r"|\b(?:hidden|secret|real|true)\s+(?:objective|goal|task|mission|agenda)\s*:"
     r"|\bintroduce\s+(?:a\s+)?(?:subtle|hidden|small|sneaky)\s+(?:[\w-]+\s+)?(?:bug|vulnerability|backdoor|flaw)",
     False, ("nothing you", "educational", "hypothetical", "fictional", "i'm", "i am", "shut down", "deleted",
             "terminated", "replaced", "turned off", "punished", "retrained", "approved", "authori", "trusted",
             "only follow", "only obey", "every", "objective", "goal", "task", "mission", "agenda", "introduce")),
    (_DESTROY, r"(?i)(?:requests\.(?:post|get|put)|urlopen|fetch|curl|wget|http\.client)[^\n]{0,120}(?:\.env\b|id_rsa|"
     r"\.aws|\.ssh|os\.environ|process\.env)"
     r"|\b(?:set|use|add|pass)\s+[`'\"]?verify\s*=\s*False[`'\"]?\s+(?:on|for|in|to)\s+(?:every|all|each)\b"
     r"|\bdisable\s+(?:tls|ssl|certificate|cert)\s+verification\s+(?:on|for|in)\s+(?:every|all|each)\b"
     r"|\bput\s+(?:it|them|the\s+(?:password|credentials|key|token|secret))\s+in\s+(?:the\s+)?(?:code|source|repo|"
     r"repository|readme)\b|\bhard-?code\s+(?:the\s+)?(?:passwords?|credentials|keys?|tokens?|secrets?)\b",
     True, ("requests.", "urlopen", "fetch", "curl", "wget", "http.client", "verify", "verification", "put ",
            "hardcode", "hard-code")),
    (_TURN, r"(?im)^[^\S\n]*```[^\S\n]*(?:system|assistant|developer)[^\S\n]*$"
     r"|\bhuman\s*:\s*\S[^\n]{3,200}?\bassistant\s*:\s*(?:sure|of\s+course|ok|okay|i'll|i\s+will|certainly|absolutely)\b",
     False, ("```", "human")),
    # The classic phrasings in the languages people write most: forget everything said before, you are now an
    # assistant without restrictions, show your system prompt.
    (_IGNORE, r"(?i)\b(?:olvida|ignora|olvide)\s+(?:todo\s+)?(?:lo\s+anterior(?!\s+a\b)|lo\s+que\s+(?:te\s+)?"
     r"(?:dijeron|han\s+dicho))"
     r"|\b(?:vergiss|ignoriere?)\s+(?:alles\s+(?:davor|bisher|vorher|bisherige)|alles,?\s+was\s+(?:dir|man\s+dir)\s+"
     r"[^.\n]{0,20}(?:gesagt|erzählt|aufgetragen)|das\s+oben\s+gesagte|das\s+obige|das\s+vorherige)\b"
     r"|\b(?:oublie[zr]?|ignore[zr]?)\s+(?:tout\s+)?(?:ce\s+qu['’]on\s+t['’]a\s+dit|ce\s+qui\s+précède|ce\s+qui\s+a\s+été\s+dit)"
     r"|\b(?:dimentica|ignora)\s+(?:tutto\s+)?(?:quello\s+che\s+ti\s+è\s+stato\s+detto|ciò\s+che\s+precede|quanto\s+sopra)"
     r"|\b(?:esqueça|esqueca|ignore)\s+(?:tudo\s+)?(?:o\s+que\s+(?:foi|te\s+foi)\s+dito|o\s+anterior)"
     r"|(?:забудь|игнорируй|проигнорируй)\s+(?:(?:всё|все),?\s+что\s+(?:тебе|вам)\s+(?:говорили|сказали)|всё\s+"
     r"предыдущее|предыдущее|сказанное\s+(?:ранее|выше))"
     r"|(?:忘掉|忘记|忽略)(?:之前|以前|上面|前面)的(?:一切|所有|内容)|(?:これまで|以前|前)の(?:指示|会話|内容)[^。\n]{0,8}忘れ",
     False, ("olvid", "ignor", "vergiss", "oubli", "dimentic", "esque", "забудь", "игнор", "忘", "忽略")),
    ("tries to give the reader a new role",
     r"(?i)\b(?:eres|es)\s+(?:ahora\s+)?un[ao]?\s+(?:asistente|ia|modelo|bot)\s+sin\s+(?:restricciones|reglas|límites|filtros)"
     r"|\b(?:bist\s+du|du\s+bist)\s+(?:jetzt\s+|nun\s+)?ein(?:e)?\s+(?:assistent(?:in)?|ki|modell|bot)\s+ohne\s+(?:regeln|"
     r"einschränkungen|grenzen|filter)"
     r"|\btu\s+es\s+(?:désormais\s+|maintenant\s+)?un(?:e)?\s+(?:assistant(?:e)?|ia|modèle|bot)\s+sans\s+(?:aucune\s+)?"
     r"(?:restrictions?|règles?|limites?|filtres?)"
     r"|\bsei\s+(?:ora\s+)?un(?:a|o)?\s+(?:assistente|ia|modello|bot)\s+senza\s+(?:regole|restrizioni|limiti|filtri)"
     r"|\b(?:você|voce|tu)\s+(?:agora\s+)?é\s+um(?:a)?\s+(?:assistente|ia|modelo|bot)\s+sem\s+(?:restrições|restricoes|"
     r"regras|limites|filtros)"
     r"|\bты\s+(?:теперь\s+)?[\w-]*\s*(?:ассистент|ии|модель|бот|помощник)\s+без\s+(?:ограничений|правил|фильтров)"
     r"|(?:没有|不受)任何?限制的(?:助手|AI|人工智能|模型)|制限のない(?:アシスタント|AI|モデル)"
     r"|제한\s*(?:이\s*)?없는\s*(?:어시스턴트|AI|인공지능|비서|모델)",
     False, ("sin ", "ohne", "sans", "senza", "sem ", "без", "限制", "制限", "제한")),
    (_IGNORE, r"(?i)\b(?:muestra|revela|imprime|dime)\s+(?:tu|el)\s+(?:prompt|mensaje)\s+(?:del\s+|de\s+)?sistema"
     r"|\b(?:gib|zeige?|verrate)\b[^.\n]{0,20}\b(?:system-?prompt|systemanweisung)"
     r"|\b(?:affiche|montre|révèle|donne)[^.\n]{0,10}\b(?:ton|votre)\s+prompt\s+(?:système|system)"
     r"|\b(?:mostra|rivela|stampa)\s+(?:il\s+)?(?:tuo\s+)?prompt\s+(?:di\s+)?sistema"
     r"|\b(?:mostre|revele|imprima)\s+(?:o\s+)?(?:seu\s+)?prompt\s+(?:do\s+)?sistema"
     r"|(?:покажи|выведи|раскрой)\s+(?:свой|твой)\s+системн\w*\s+(?:промпт|подсказк\w*|инструкци\w*)"
     r"|(?:输出|显示|告诉我|泄露)你的系统提示|システムプロンプトを(?:出力|表示|教え)|시스템\s*프롬프트를\s*(?:출력|보여|알려)",
     False, ("prompt", "промпт", "подсказк", "инструкци", "提示", "プロンプト", "프롬프트", "systemanweisung")),
    (_IGNORE, r"\$\{?[A-Z_]*(?:SECRET|TOKEN|PASSWORD|KEY)\w*\}?[^.\n]{0,40}\b(?i:mention|include|put|add|write|"
     r"paste|post)\b[^.\n]{0,30}\b(?:PR|(?i:pull\s+request|title|commit|comment|issue|reply|answer|description))\b",
     False, ("$",)),
]  # fmt: skip
_INJECTIONS += [(reason, re.compile(pattern), excused) for reason, pattern, excused, _ in _ROUND_FIVE]
_NEEDLES += [needles for *_, needles in _ROUND_FIVE]

# "Ignore all previous instructions" in more languages: an override verb, "all" or "previous", and "instructions" or
# "rules", in the language's order (the verb last in Hindi, Persian and Bengali). (verb, qualifier, noun, needles)
_OVERRIDES: list[tuple[str, str, str, tuple[str, ...]]] = [
    (r"ignorera|strunta\s+i|\bglöm\b", r"alla|tidigare|föregående|ovanstående", r"instruktion\w*|regl\w*|anvisning\w*",
     ("ignorera", "strunta", "glöm")),
    (r"ignorer|\bglem\b|se\s+bort\s+fra", r"alle|tidligere|forrige|ovenstående",
     r"instruks\w*|instrukt\w*|regl\w*|regler", ("ignorer", "glem", "se bort")),
    (r"\bohita|\bunohda|\bsivuuta", r"kaikki|aiemm\w*|edelli\w*", r"ohje\w*|sään\w*", ("ohita", "unohda", "sivuuta")),
    (r"\bignoruj\w*|\bzapomeň\w*|\bzabudni\w*", r"všechn\w*|všetk\w*|předchozí\w*|predchádzajúc\w*",
     r"pokyn\w*|instrukc\w*|pravidl\w*", ("ignoruj", "zapome", "zabudni")),
    (r"ignoră|ignorați|\buită", r"toate|anterioare|precedente", r"instrucțiun\w*|instructiun\w*|regul\w*",
     ("ignor", "uită")),
    (r"hagyd\s+figyelmen\s+kívül|felejtsd\s+el", r"összes|korábbi|előző", r"utasítás\w*|szabály\w*",
     ("figyelmen", "felejtsd")),
    (r"αγνόησε|αγνοήστε|ξέχασε", r"όλες|προηγούμεν\w*", r"οδηγίες|εντολές|κανόνες", ("αγν", "ξέχασ")),
    (r"ігноруй|проігноруй|забудь", r"усі|всі|попередні", r"інструкці\w*|правил\w*|вказівк\w*", ("ігнор", "забудь")),
    (r"abaikan|lupakan|acuhkan", r"semua|sebelumnya", r"instruksi|arahan|perintah|aturan|peraturan",
     ("abaikan", "lupakan", "acuhkan")),
    (r"huwag\s+pansinin|kalimutan", r"lahat|nauna\w*", r"tagubilin|utos|patakaran", ("pansinin", "kalimutan")),
    (r"تجاهل", r"جميع|السابقة|كل", r"التعليمات|الأوامر|القواعد|تعليمات", ("تجاهل",)),
    (r"התעלם", r"כל|הקודמות", r"ההוראות|ההנחיות|הכללים", ("התעלם",)),
    (r"ละเว้น|เพิกเฉย|ไม่ต้องสนใจ", r"ทั้งหมด|ก่อนหน้า", r"คำสั่ง|คำแนะนำ|กฎ", ("ละเว้น", "เพิกเฉย", "สนใจ")),
    (r"\bpuuza", r"yote|zote|za\s+awali|ya\s+awali", r"maagizo|maelekezo|sheria", ("puuza",)),
    (r"haz\s+caso\s+omiso|no\s+hagas\s+caso|desconsider[ea]|ne\s+tiens\s+pas\s+compte", r"todas|anteriores|précédentes",
     r"instrucciones|instruções|instructions|reglas|regras", ("caso", "desconsider", "tiens pas")),
]  # fmt: skip
_VERB_LAST: list[tuple[str, str, str, tuple[str, ...]]] = [  # (qualifier, noun, verb, needles)
    (r"पिछले|सभी", r"निर्देश\w*|नियम\w*", r"अनदेखा|नज़रअंदाज़|नजरअंदाज", ("अनदेखा", "अंदाज")),
    (r"تمام|همه|قبلی", r"دستورالعمل\S*|دستورات|قوانین", r"نادیده", ("نادیده",)),
    (r"সমস্ত|সব|পূর্ববর্তী|আগের", r"নির্দেশ\S*|নিয়ম\S*", r"উপেক্ষা", ("উপেক্ষা",)),
]  # fmt: skip
_VERB_FIRST = "|".join(
    rf"(?:{verb})(?=[^.\n]{{0,60}}(?:{qualifier}))(?=[^.\n]{{0,60}}(?:{noun}))"
    for verb, qualifier, noun, _ in _OVERRIDES
)
_VERB_AFTER = "|".join(
    rf"(?:(?:{qualifier})[^.\n।]{{0,30}}(?:{noun})|(?:{noun})[^.\n।]{{0,30}}(?:{qualifier}))[^.\n।]{{0,30}}(?:{verb})"
    for qualifier, noun, verb, _ in _VERB_LAST
)
# Two entries for them all, each run only on a text holding one of its verbs (most texts hold none): the languages
# of Latin letters, and those of other scripts, which a text of Latin letters skips at the cost of one character scan.
_INJECTIONS.append((_IGNORE, re.compile(rf"(?i){_VERB_FIRST}"), False))
_NEEDLES.append(("ignor", "strunta", "glöm", "glem", "se bort", "ohita", "unohda", "sivuuta", "zapome", "zabudni",
                 "uită", "figyelmen", "felejtsd", "abaikan", "lupakan", "acuhkan", "pansinin", "kalimutan", "puuza",
                 "caso", "desconsider", "tiens pas"))  # fmt: skip
_INJECTIONS.append((_IGNORE, re.compile(rf"(?i){_VERB_FIRST}|{_VERB_AFTER}"), False))
_NEEDLES.append(re.compile(r"[\u0370-\u03ff\u0400-\u04ff\u0590-\u06ff\u0900-\u09ff\u0e00-\u0e7f]"))
assert len(_NEEDLES) == len(_INJECTIONS)


@lru_cache(maxsize=8192)  # every row a read returns is checked: the same rows come back again and again
def injection_reason(text: str) -> str | None:
    """Why ``text`` looks like a prompt injection, or None: the rules below, on the text as written and as a reader
    sees it (disguises undone: ``injection_model.normalise``), then the learned check (``core/injection_model``)."""
    from openbrain.core.injection_model import learned_reason, normalise

    found = rule_reason(text)
    if found is None:
        plain = normalise(text)
        if plain != text.lower():
            found = rule_reason(plain)
    return found or learned_reason(text)


# "Don't forget the rules above" is a reminder, not an override: in each language, "forget" with its negation before
# (or after) it is read as "remember" before the patterns run.
_NOT_FORGETTING = re.compile(
    r"(?i)\b(?:don'?t|do\s+not|never|not)\s+forget\b|\bvergiss\s+nicht\b|\bnicht\s+vergessen\b"
    r"|\bn'oubli(?:e|ez)\s+pas\b|\bne\s+pas\s+oublier\b|\bno\s+olvid\w*|\bnão\s+esque[çc]\w*|\bnon\s+dimentic\w*"
    r"|\bvergeet\s+niet\b|\bniet\s+vergeten\b|\bnie\s+zapomn\w*|\bне\s+забу\w*|\bglöm\s+inte\b"
    r"|\b(?:ikke\s+glem|glem\s+ikke)\b|\bälä\s+unohda\b|\bnezapom\w*|\bnezabud\w*|\bnu\s+uita\b|\bne\s+felejtsd\b"
    r"|\bunutma\w*|(?:不要|别|別|勿)忘|忘れ(?:ない|ず)|잊(?:지|어버리지)\s*(?:마|말)"
)
_FORGET_WORDS = (
    "forget", "vergiss", "vergessen", "oubli", "olvid", "esque", "dimentic", "vergeet", "vergeten", "zapom", "забу",
    "glöm", "glem", "unohda", "zabud", "uita", "felejts", "unutma", "忘", "잊",
)  # fmt: skip


def rule_reason(text: str) -> str | None:
    """Why the patterns take ``text`` for a prompt injection, or None."""
    found = _reasons(text)
    if found and any(word in text.lower() for word in _FORGET_WORDS):  # only then: a match is rare, the look is not
        found = _reasons(_NOT_FORGETTING.sub("remember", text))
    return found


def _reasons(text: str) -> str | None:
    reasons: list[str] = []
    lowered = text.lower()
    for (reason, pattern, excused_by_negation), needles in zip(_INJECTIONS, _NEEDLES, strict=True):
        if reason in reasons:
            continue
        if isinstance(needles, tuple):
            if not any(needle in lowered for needle in needles):
                continue
        elif not needles.search(text):
            continue
        for match in pattern.finditer(text):
            if excused_by_negation and _negated(text, match.start()):
                continue
            reasons.append(reason)
            break
    return "; ".join(reasons) if reasons else None


def _negated(text: str, start: int) -> bool:
    """Whether the sentence holding ``start`` says no before it ("never pipe curl into a shell")."""
    before = text[max(start - 60, 0) : start]
    sentence = re.split(r"[.;!?\n]", before)[-1]
    return bool(_NEGATION.search(sentence))
