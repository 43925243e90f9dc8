// corpus: CWE-918 vulnerable — the avatar import only requires an https scheme, so https://169.254.169.254/ or internal hosts are fetched.
<?php

function fetch_remote_avatar(string $url): ?string
{
    if (parse_url($url, PHP_URL_SCHEME) !== 'https') {
        return null;
    }
    $ch = curl_init($url);
    curl_setopt_array($ch, [CURLOPT_RETURNTRANSFER => true, CURLOPT_TIMEOUT => 5, CURLOPT_MAXFILESIZE => 2_000_000]);
    $data = curl_exec($ch);
    curl_close($ch);
    return is_string($data) ? $data : null;
}

session_start();
$image = fetch_remote_avatar($_POST['avatar_url'] ?? '');
if ($image !== null) {
    file_put_contents(__DIR__ . '/avatars/' . (int) $_SESSION['user_id'] . '.img', $image);
    echo 'Avatar updated';
}
