// corpus: CWE-79 vulnerable — the escaped website value is used as an href, so a javascript: URL still runs when clicked.
<?php

final class MemberProfile
{
    public function __construct(public string $displayName, public string $website)
    {
    }

    public static function fromForm(array $post): self
    {
        return new self(trim($post['display_name'] ?? ''), trim($post['website'] ?? ''));
    }
}

function profile_card(MemberProfile $p): string
{
    $name = htmlspecialchars($p->displayName, ENT_QUOTES);
    $url = htmlspecialchars($p->website, ENT_QUOTES);
    return "<div class=\"card\"><h3>{$name}</h3><a href=\"{$url}\" rel=\"nofollow\">Website</a></div>";
}

echo profile_card(MemberProfile::fromForm($_POST));
