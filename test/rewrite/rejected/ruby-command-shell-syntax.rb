# rejected: a pipe needs the shell; without it wc would never run
# keeps: system("ls #{params[:dir]} | wc -l")
class ListingsController < ApplicationController
  def show
    system("ls #{params[:dir]} | wc -l")
  end
end
