// corpus: CWE-918 vulnerable — the image proxy fetches the src query URL with Symfony HttpClient and returns the body.
<?php

use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Attribute\Route;
use Symfony\Contracts\HttpClient\HttpClientInterface;

final class ImageProxyController
{
    public function __construct(private HttpClientInterface $client)
    {
    }

    #[Route('/proxy/image')]
    public function __invoke(Request $request): Response
    {
        $src = (string) $request->query->get('src');
        $upstream = $this->client->request('GET', $src, ['timeout' => 5]);

        return new Response($upstream->getContent(false), $upstream->getStatusCode(), [
            'Content-Type' => $upstream->getHeaders(false)['content-type'][0] ?? 'application/octet-stream',
        ]);
    }
}
