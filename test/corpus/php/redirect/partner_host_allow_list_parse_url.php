// corpus: CWE-601 safe — parse_url must yield https and a host in a strict allow-list, otherwise the user goes to the home page.
<?php

final class PartnerRedirect
{
    private const HOSTS = ['payments.partner-bank.example', 'help.clinic.example'];

    public static function target(string $url): string
    {
        $parts = parse_url($url);
        if ($parts === false || ($parts['scheme'] ?? '') !== 'https') {
            return '/';
        }
        if (!in_array(strtolower($parts['host'] ?? ''), self::HOSTS, true) || isset($parts['user'])) {
            return '/';
        }
        return $url;
    }
}

header('Location: ' . PartnerRedirect::target($_GET['to'] ?? ''));
exit;
