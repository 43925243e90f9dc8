// corpus: CWE-918 vulnerable — the source URL of the ImportFeed gRPC request is handed to the Fetcher, which issues a GET to it from the server and returns the body; only the scheme is looked at.
package feeds

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	feedpb "example.com/reader/gen/feed/v1"
)

type Fetcher struct {
	client  *http.Client
	maxSize int64
}

func NewFetcher() *Fetcher {
	return &Fetcher{client: &http.Client{Timeout: 10 * time.Second}, maxSize: 4 << 20}
}

func (f *Fetcher) Fetch(ctx context.Context, source string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, source, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/rss+xml, application/atom+xml, */*")
	resp, err := f.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("unexpected status %d", resp.StatusCode)
	}
	return io.ReadAll(io.LimitReader(resp.Body, f.maxSize))
}

type FeedServer struct {
	feedpb.UnimplementedFeedServiceServer
	fetcher *Fetcher
}

func (s *FeedServer) ImportFeed(ctx context.Context, req *feedpb.ImportFeedRequest) (*feedpb.ImportFeedResponse, error) {
	u, err := url.Parse(req.GetSourceUrl())
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return nil, status.Error(codes.InvalidArgument, "source_url must be an http(s) URL")
	}
	body, err := s.fetcher.Fetch(ctx, u.String())
	if err != nil {
		return nil, status.Errorf(codes.Unavailable, "fetch failed: %v", err)
	}
	return &feedpb.ImportFeedResponse{RawFeed: body, Size: int64(len(body))}, nil
}
