// corpus: CWE-502 safe — the unserialize call is in a branch guarded by a false constant; uploads are always decoded as JSON.
<?php
const LEGACY_SERIALIZED_IMPORT = false;

function decode_import(string $body): array
{
    if (LEGACY_SERIALIZED_IMPORT) {
        return (array) unserialize($body);
    }
    $data = json_decode($body, true, 32, JSON_THROW_ON_ERROR);
    return is_array($data) ? $data : [];
}

try {
    $rows = decode_import(file_get_contents($_FILES['import']['tmp_name']));
} catch (JsonException $e) {
    http_response_code(400);
    exit('invalid import file');
}
echo count($rows) . ' contacts ready to import';
