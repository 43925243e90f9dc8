// corpus: CWE-918 vulnerable — the posted feed URL is set as CURLOPT_URL by a feed importer class, reaching any internal host.
<?php

final class FeedImporter
{
    public function download(string $feedUrl): string
    {
        $ch = curl_init();
        curl_setopt($ch, CURLOPT_URL, $feedUrl);
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        curl_setopt($ch, CURLOPT_TIMEOUT, 10);
        $body = curl_exec($ch);
        curl_close($ch);
        return is_string($body) ? $body : '';
    }

    public function items(string $xml): array
    {
        $doc = @simplexml_load_string($xml);
        $out = [];
        foreach ($doc?->channel?->item ?? [] as $item) {
            $out[] = ['title' => (string) $item->title, 'link' => (string) $item->link];
        }
        return $out;
    }
}

$importer = new FeedImporter();
$xml = $importer->download($_POST['feed'] ?? '');
header('Content-Type: application/json');
echo json_encode($importer->items($xml));
