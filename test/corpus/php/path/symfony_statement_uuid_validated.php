// corpus: CWE-22 safe — the statement id must match a strict UUID pattern before it becomes part of the PDF path.
<?php

use Symfony\Component\HttpFoundation\BinaryFileResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Attribute\Route;

final class StatementFiles
{
    private const UUID = '/^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/';

    public function __construct(private string $dir = '/srv/crm/statements')
    {
    }

    public function locate(string $id): ?string
    {
        if (preg_match(self::UUID, $id) !== 1) {
            return null;
        }
        $path = $this->dir . '/' . $id . '.pdf';
        return is_file($path) ? $path : null;
    }
}

final class StatementController
{
    #[Route('/statements/download', methods: ['GET'])]
    public function download(Request $request): Response
    {
        $path = (new StatementFiles())->locate(strtolower((string) $request->query->get('id', '')));
        if ($path === null) {
            return new Response('', Response::HTTP_NOT_FOUND);
        }
        return new BinaryFileResponse($path, 200, ['Content-Type' => 'application/pdf']);
    }
}
