# rejected: cd is a shell builtin: without a shell there is no program of that name to run
# keeps: system("cd #{params[:dir]} && make")
class BuildsController < ApplicationController
  def create
    system("cd #{params[:dir]} && make")
  end
end
