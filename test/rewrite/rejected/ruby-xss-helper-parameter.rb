# rejected: the value is a parameter of unknown origin: it may be markup the helper is meant to render
# keeps: "<div class=\"banner\">#{message}</div>".html_safe
module BannerHelper
  def banner(message)
    "<div class=\"banner\">#{message}</div>".html_safe
  end
end
