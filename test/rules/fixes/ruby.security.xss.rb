module HeadingsHelper
  def greeting
    # ruleid: ruby.security.xss
    "<h1>Hello #{ERB::Util.html_escape(params[:name])}</h1>".html_safe
  end

  def plain_greeting
    # ok: ruby.security.xss
    "<h1>Hello #{ERB::Util.html_escape(params[:name])}</h1>".html_safe
  end

  def note
    # ruleid: ruby.security.xss
    ERB::Util.html_escape(params[:note])
  end

  def escaped_note
    # ok: ruby.security.xss
    content_tag(:p, params[:note])
  end

  def back_link
    # ruleid: ruby.security.xss
    link_to "Back", params[:back]
  end

  def profile_link(user)
    # ok: ruby.security.xss
    link_to "Profile", "/users/#{params[:id]}"
  end
end
