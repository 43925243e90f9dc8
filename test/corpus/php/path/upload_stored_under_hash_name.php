// corpus: CWE-22 safe — the uploaded document is stored under a random hex name; the client file name is only saved as metadata.
<?php

final class DocumentUploader
{
    public function __construct(private string $dir, private PDO $db)
    {
    }

    public function store(array $upload): string
    {
        $id = bin2hex(random_bytes(16));
        $target = $this->dir . '/' . $id;
        if (!move_uploaded_file($upload['tmp_name'], $target)) {
            throw new RuntimeException('upload failed');
        }
        $stmt = $this->db->prepare('INSERT INTO documents (id, original_name, size) VALUES (?, ?, ?)');
        $stmt->execute([$id, $upload['name'], $upload['size']]);
        return $id;
    }
}

$uploader = new DocumentUploader(__DIR__ . '/storage/docs', new PDO('sqlite:' . __DIR__ . '/docs.sqlite'));
try {
    echo json_encode(['id' => $uploader->store($_FILES['document'])]);
} catch (RuntimeException $e) {
    http_response_code(400);
}
